/// <reference types="node" />
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, firstErrorText } from './api-error.ts';
import { createApiClient } from './request.ts';
import { startTestServer } from './testing/http-test-server.ts';
import type { TestServer } from './testing/http-test-server.ts';

let server: TestServer;
let token: string | null;
const onInvalidToken = vi.fn();

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.replies.length = 0;
  token = null;
  onInvalidToken.mockReset();
});

const client = () => createApiClient({ baseUrl: server.baseUrl, getToken: () => token, onInvalidToken, locale: 'fr-CA' });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('urls', () => {
  it('joins relative paths to the base and keeps absolute urls', async () => {
    server.replies.push({ status: 200, body: '{"a":1}' }, { status: 200, body: '[]' });
    expect(await client().get('rest-auth/user/')).toEqual({ a: 1 });
    await client().get(`${server.origin}/browsersource/alice/`);
    expect(server.requests.map((r) => r.url)).toEqual(['/api/v1/rest-auth/user/', '/browsersource/alice/']);
  });

  it('serialises params into the query string', async () => {
    await client().get('campaigns/', {
      params: { team: 3, active: true, q: 'a b&c', tags: ['x', 'y'], skip: undefined, none: null },
    });
    expect(server.requests[0].url).toBe('/api/v1/campaigns/?team=3&active=true&q=a+b%26c&tags=x&tags=y');
  });
});

describe('headers and bodies', () => {
  it('sends JSON with Accept, Content-Type and accept-language, and no Authorization without a token', async () => {
    await client().post('rest-auth/login/', { username: 'a@b.co', password: 'pw' });
    const seen = server.requests[0];
    expect(seen.method).toBe('POST');
    expect(seen.headers.accept).toBe('application/json');
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.headers['accept-language']).toBe('fr-CA');
    expect(seen.headers.authorization).toBeUndefined();
    expect(JSON.parse(seen.body.toString())).toEqual({ username: 'a@b.co', password: 'pw' });
  });

  it('adds Authorization: Token {token} when a token exists', async () => {
    token = 'abc123';
    await client().put('rest-auth/user/', { username: 'x' });
    await client().patch('campaigns/c/', { name: 'n' });
    await client().delete('campaigns/c/');
    expect(server.requests.map((r) => [r.method, r.headers.authorization])).toEqual([
      ['PUT', 'Token abc123'],
      ['PATCH', 'Token abc123'],
      ['DELETE', 'Token abc123'],
    ]);
  });

  it('sends multipart form data when a field is a file, objects as JSON strings', async () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' });
    await client().put('rest-auth/user/', {
      username: 'al',
      profile: { twitter: '@al' },
      platforms: ['twitch'],
      screenshot: file,
      gone: undefined,
      cleared: null,
    });
    const seen = server.requests[0];
    const contentType = String(seen.headers['content-type']);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(new Uint8Array(seen.body), { headers: { 'content-type': contentType } }).formData();
    expect(form.get('username')).toBe('al');
    expect(form.get('profile')).toBe('{"twitter":"@al"}');
    expect(form.get('platforms')).toBe('["twitch"]');
    expect(form.get('cleared')).toBe('');
    expect(form.has('gone')).toBe(false);
    const part = form.get('screenshot') as File;
    expect(part.name).toBe('shot.png');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it('downloads a file answer as a Blob with the token, and rejects an error answer as the other calls', async () => {
    token = 'abc';
    server.replies.push({ status: 200, contentType: 'text/csv', body: 'time,broadcaster\n2026-01-01T00:00:00.000Z,sam\n' });
    const file = await client().download('clicks/export/?campaign=c');
    expect(await file.text()).toBe('time,broadcaster\n2026-01-01T00:00:00.000Z,sam\n');
    expect(server.requests[0].headers.authorization).toBe('Token abc');
    server.replies.push({ status: 404, body: '{"detail":"Not found."}' });
    expect((await rejection(client().download('clicks/export/?campaign=x'))).status).toBe(404);
  });

  it('answers undefined for an empty success body', async () => {
    server.replies.push({ status: 204 });
    expect(await client().post('rest-auth/logout/')).toBeUndefined();
  });
});

describe('errors', () => {
  it('rejects with the JSON body and copies non_field_errors to the general error', async () => {
    server.replies.push({ status: 400, body: '{"non_field_errors":["Unable to log in with provided credentials."]}' });
    const error = await rejection(client().post('rest-auth/login/', {}));
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
    expect(error.generalError).toBe('Unable to log in with provided credentials.');
    expect(firstErrorText(error)).toBe('Unable to log in with provided credentials.');
  });

  it('without non_field_errors the form error is the whole body as text', async () => {
    server.replies.push({ status: 400, body: '{"email":["A user is already registered with this e-mail address."]}' });
    const error = await rejection(client().post('rest-auth/registration/', {}));
    expect(error.generalError).toBeUndefined();
    expect(firstErrorText(error)).toBe('{"email":["A user is already registered with this e-mail address."]}');
  });

  it('uses the status text when the body is not JSON', async () => {
    server.replies.push({ status: 502, statusText: 'Bad Gateway', contentType: 'text/html', body: '<html>oops</html>' });
    const error = await rejection(client().get('teams/'));
    expect(error.status).toBe(502);
    expect(error.body).toEqual({});
    expect(error.generalError).toBe('Bad Gateway');
    expect(firstErrorText(error)).toBe('Bad Gateway');
  });

  it('calls onInvalidToken when the answer is detail Invalid token.', async () => {
    token = 'stale';
    server.replies.push({ status: 401, body: '{"detail":"Invalid token."}' });
    const error = await rejection(client().get('rest-auth/user/'));
    expect(error.status).toBe(401);
    expect(onInvalidToken).toHaveBeenCalledTimes(1);
  });

  it('does not force a logout for other 401 answers', async () => {
    server.replies.push({ status: 401, body: '{"detail":"Authentication credentials were not provided."}' });
    await rejection(client().get('rest-auth/user/'));
    expect(onInvalidToken).not.toHaveBeenCalled();
  });

  it('gives the exact network message when the server cannot be reached', async () => {
    const closed = await startTestServer();
    await closed.close();
    const offline = createApiClient({ baseUrl: closed.baseUrl, getToken: () => null });
    const error = await rejection(offline.get('rest-auth/user/'));
    expect(error.status).toBe(0);
    expect(error.generalError).toBe(NETWORK_ERROR_MESSAGE);
    expect(firstErrorText(error)).toBe("Can't connect to the server. Please try again later");
  });
});
