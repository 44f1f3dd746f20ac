import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 28 item 1 (decision 730): the tests run on a Node that `engines` allows, the pinned one when
// started through npm, not the machine's own older Node.
const rootPackage = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];

describe('the Node the tests run on', () => {
  it('satisfies engines (>=22.12)', () => {
    const [, wantMajor, wantMinor] = /^>=(\d+)\.(\d+)$/.exec(rootPackage.engines.node)!.map(Number) as [number, number, number];
    expect(rootPackage.engines.node).toBe('>=22.12');
    expect(major > wantMajor || (major === wantMajor && minor >= wantMinor), `Node ${process.versions.node}`).toBe(true);
  });

  it('pins an exact Node that engines allows, as a dev dependency', () => {
    const pinned = rootPackage.devDependencies.node;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Number(pinned!.split('.')[0])).toBeGreaterThanOrEqual(22);
  });
});
