// Test surface of @advocate/api-client ("./testing"): an in-memory client for component tests.
export * from './testing/fake-api-client.ts';
