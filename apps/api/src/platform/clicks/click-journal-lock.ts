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

/**
 * Which run of process `pid` this is: the boot and the process's start time (Linux /proc), so a
 * lock left by a power cut or a kill is not taken for held when its pid now belongs to another
 * process. Null where /proc is not there (then the pid alone decides).
 */
export async function processIdentity(pid: number): Promise<string | null> {
  try {
    const boot = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim();
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name "(…)": state is field 3, starttime field 22.
    const starttime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return starttime ? `${boot}:${starttime}` : null;
  } catch {
    return null;
  }
}

const inUse = (name: string, dir: string, by: string) =>
  new Error(`The click journal "${name}" in ${dir} is in use by ${by}; give each API process its own CLICK_JOURNAL_NAME.`);

/** The lock file's holder: "<pid> <identity>" (identity empty where unknown, or a lock of an older version). */
async function lockHolder(file: string): Promise<{ pid: number; identity: string }> {
  const [pid, identity = ''] = (await readFile(file, 'utf8').catch(() => '')).trim().split(' ');
  return { pid: Number(pid), identity };
}

/** Whether the lock's holder is a running process: its pid is alive and, where known, is still the same run. */
async function holderRuns(holder: { pid: number; identity: string }): Promise<boolean> {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || !alive(holder.pid)) return false;
  if (!holder.identity) return true;
  const now = await processIdentity(holder.pid);
  return now === null || now === holder.identity;
}

/**
 * Takes `<dir>/<name>.lock` for this process (decision 624): one process appends to a journal. The
 * lock file appears with the process id and identity already in it (written aside, then
 * hard-linked into place), so no other process ever reads it empty. A lock left by a process that
 * is gone (kill -9, a power cut, its pid since reused) is taken over. Answers the release, which
 * removes the lock only while it is still this process's.
 */
export async function lockClickJournal(dir: string, name: string): Promise<() => Promise<void>> {
  const file = path.join(dir, `${name}.lock`);
  if (held.has(file)) throw inUse(name, dir, 'another server in this process');
  held.add(file);
  const mine = `${file}.${process.pid}`;
  try {
    await writeFile(mine, `${process.pid} ${(await processIdentity(process.pid)) ?? ''}`.trim());
    try {
      await link(mine, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = await lockHolder(file);
      if (holder.pid !== process.pid && (await holderRuns(holder))) throw inUse(name, dir, `process ${holder.pid}`);
      // The holder is gone: replace its lock in one step; of two processes doing so at once, the later one keeps it.
      await rename(mine, file);
      const now = await lockHolder(file);
      if (now.pid !== process.pid) throw inUse(name, dir, `process ${now.pid}`);
    }
  } catch (error) {
    held.delete(file);
    throw error;
  } finally {
    await rm(mine, { force: true });
  }
  return async () => {
    held.delete(file);
    if ((await lockHolder(file)).pid === process.pid) await rm(file, { force: true });
  };
}
