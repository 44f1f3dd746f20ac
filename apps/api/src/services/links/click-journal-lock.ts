import { open, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Journal lock files this process holds (two apps in one process must not share a journal either). */
const held = new Set<string>();

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const inUse = (name: string, dir: string, by: string) =>
  new Error(`The click journal "${name}" in ${dir} is in use by ${by}; give each API process its own CLICK_JOURNAL_NAME.`);

/**
 * Takes `<dir>/<name>.lock` for this process (decision 624): one process appends to a journal. A
 * lock left by a process that is gone (kill -9) is taken over. Answers the release.
 */
export async function lockClickJournal(dir: string, name: string): Promise<() => Promise<void>> {
  const file = path.join(dir, `${name}.lock`);
  if (held.has(file)) throw inUse(name, dir, 'another server in this process');
  try {
    const handle = await open(file, 'wx');
    await handle.writeFile(String(process.pid));
    await handle.close();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const pid = Number((await readFile(file, 'utf8')).trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) throw inUse(name, dir, `process ${pid}`);
    await writeFile(file, String(process.pid));
  }
  held.add(file);
  return async () => {
    held.delete(file);
    await rm(file, { force: true });
  };
}
