import { malformedRequests, sendAllRaw } from '@advocate/launcher/testing';
import { expect, test } from '@playwright/test';
import { e2ePorts, e2eUrls } from '../support/e2e-env.ts';

// Issue 6, item 1: every server `npm start` runs shares one process; a few hundred malformed
// requests to each port must leave all of them answering.
test('malformed paths, headers and encodings on every port leave the whole product answering', async ({ request }) => {
  test.setTimeout(180_000);
  const requests = malformedRequests().map((malformed) => malformed.bytes);
  for (const [server, port] of Object.entries(e2ePorts)) {
    const answers = await sendAllRaw(port, requests, { host: 'localhost', timeoutMs: 1_500 });
    const serverErrors = answers.filter((answer) => answer.status !== null && answer.status >= 500);
    expect(
      serverErrors.map((answer) => answer.text.split('\r\n')[0]),
      server,
    ).toEqual([]);
  }
  for (const url of [
    `${e2eUrls.api}health/`,
    `${e2eUrls.login}/login`,
    `${e2eUrls.manager}/`,
    `${e2eUrls.creator}/`,
    `${e2eUrls.providers}/health`,
  ]) {
    expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(200);
  }
});
