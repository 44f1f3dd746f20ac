import { link, readFile, rename, rm, writeFile } from 'node:fs/promises';
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

const lockHolder = async (file: string) => Number((await readFile(file, 'utf8').catch(() => '')).trim());

/**
 * Takes `<dir>/<name>.lock` for this process (decision 624): one process appends to a journal. The
 * lock file appears with the process id already in it (written aside, then hard-linked into
 * place), so no other process ever reads it empty. A lock left by a process that is gone (kill -9)
 * is taken over. Answers the release, which removes the lock only while it is still this process's.
 */
export async function lockClickJournal(dir: string, name: string): Promise<() => Promise<void>> {
  const file = path.join(dir, `${name}.lock`);
  if (held.has(file)) throw inUse(name, dir, 'another server in this process');
  held.add(file);
  const mine = `${file}.${process.pid}`;
  try {
    await writeFile(mine, String(process.pid));
    try {
      await link(mine, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = await lockHolder(file);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) throw inUse(name, dir, `process ${pid}`);
      // The holder is gone: replace its lock in one step; of two processes doing so at once, the later one keeps it.
      await rename(mine, file);
      if ((await lockHolder(file)) !== process.pid) throw inUse(name, dir, `process ${await lockHolder(file)}`);
    }
  } catch (error) {
    held.delete(file);
    throw error;
  } finally {
    await rm(mine, { force: true });
  }
  return async () => {
    held.delete(file);
    if ((await lockHolder(file)) === process.pid) await rm(file, { force: true });
  };
}
