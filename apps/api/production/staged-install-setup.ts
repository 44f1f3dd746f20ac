import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { stageProduction } from '../scripts/stage-production.ts';

/** Where the global set-up left the staged install, for the test files (through their workers' environment). */
export const STAGED_INSTALL_ENV = 'ADVOCATE_PRODUCTION_STAGED';

/** The staged install the global set-up made; throws when the file runs without it. */
export function stagedInstall(): string {
  const staged = process.env[STAGED_INSTALL_ENV];
  if (!staged)
    throw new Error(`${STAGED_INSTALL_ENV} is not set: run through vitest.production.config.ts or vitest.multi-instance.config.ts`);
  return staged;
}

/**
 * Once per run (decision 731): the built API staged alone, as a production host or the container's
 * runtime stage holds it, then `npm ci --omit=dev` there. The production start and the
 * multi-instance tier (decision 760) both start `node apps/api/dist/main.js` from it, so the
 * install (most of either tier's time) is paid once.
 */
export default async function setup(): Promise<() => void> {
  const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
  const staged = mkdtempSync(path.join(tmpdir(), 'advocate-production-'));
  try {
    stageProduction(workspaceRoot, staged);
    // Without what the `npm test` around us set for its own run (npm_config_*, npm_package_*…).
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
    await promisify(execFile)('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: staged,
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    rmSync(staged, { recursive: true, force: true });
    throw error;
  }
  process.env[STAGED_INSTALL_ENV] = staged;
  return () => rmSync(staged, { recursive: true, force: true });
}
