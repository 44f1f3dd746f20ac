// Test surface of @advocate/api-client ("./testing"): wire fixtures, in-memory clients and the
// provider stack for component tests. Node-only helpers (http-test-server.ts) stay unexported.
export * from './testing/fake-api-client.ts';
export * from './testing/console-api-client.ts';
export * from './testing/wire-fixtures.ts';
export * from './testing/render-with-api.tsx';
