import { expect } from 'vitest';
import type { RunningJob } from '../../../platform/jobs/job-types.ts';
import { send, type TestApp } from '../../../testing/test-app.ts';
import { runComplianceAudit } from './run-compliance-audit.ts';

/**
 * Integration-test support: triggers an audit of `slug` as the holder of `token` and runs its queued
 * job at once, as the job runner would (with `job` as the running job); answers the audit id.
 */
export async function triggerAndRunAudit(t: TestApp, slug: string, token: string, job: (id: number) => RunningJob): Promise<number> {
  const res = await send(t.app, 'POST', '/api/v1/trigger-compliance/', { campaign: slug }, token);
  expect(res.statusCode).toBe(202);
  const [queued] = await t.db.query<{ id: number; payload: Record<string, unknown> }>(
    `SELECT id::int AS id, payload FROM jobs WHERE kind = 'compliance-audit' AND (payload ->> 'audit_id')::int = $1`,
    [res.json().id],
  );
  await runComplianceAudit(t.app.ctx, queued.payload, job(queued.id));
  await t.db.query(`UPDATE jobs SET status = 'done' WHERE id = $1`, [queued.id]);
  return res.json().id as number;
}
