export { malformedRequests, type MalformedRequest } from './malformed-requests.ts';
export { sendAllRaw, sendRaw, type RawAnswer } from './raw-http.ts';
export { SECRET_MARKER, writeBuiltAppFixture } from './built-app-fixture.ts';
