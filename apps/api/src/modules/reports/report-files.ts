import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** Where report files live: `<DATA_DIR>/reports/` (ARCHITECTURE §2 Files). */
export const REPORTS_FOLDER = 'reports';

export const REPORT_EXTENSIONS = { P: 'pdf', C: 'csv', X: 'xlsx' } as const;
export const REPORT_CONTENT_TYPES = {
  P: 'application/pdf',
  C: 'text/csv; charset=utf-8',
  X: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The download's file name: the report's name made safe for a file system, with its extension. */
export function reportFileName(name: string, type: keyof typeof REPORT_EXTENSIONS): string {
  const base =
    name
      .replace(/[^A-Za-z0-9 ._-]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100) || 'report';
  return `${base}.${REPORT_EXTENSIONS[type]}`;
}

/**
 * Writes a report file through `write` into a temporary name, then renames it in place, so a file
 * under its final name is always complete (a crash mid-write leaves only a temporary file, which
 * the retry replaces). Answers the path relative to DATA_DIR.
 */
export async function writeReportFile(
  dataDir: string,
  reportId: number,
  type: keyof typeof REPORT_EXTENSIONS,
  write: (absolutePath: string) => Promise<void>,
): Promise<string> {
  const folder = path.join(dataDir, REPORTS_FOLDER);
  await mkdir(folder, { recursive: true });
  const relative = path.join(REPORTS_FOLDER, `${reportId}-${randomBytes(8).toString('hex')}.${REPORT_EXTENSIONS[type]}`);
  const temporary = path.join(dataDir, `${relative}.part`);
  try {
    await write(temporary);
    await rename(temporary, path.join(dataDir, relative));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return relative;
}

/** The absolute path of a stored report file; refuses anything outside the reports folder. */
export function reportFilePath(dataDir: string, relative: string): string {
  const folder = path.resolve(dataDir, REPORTS_FOLDER);
  const absolute = path.resolve(dataDir, relative);
  if (!absolute.startsWith(folder + path.sep)) throw new Error('report file outside the reports folder');
  return absolute;
}

export async function removeReportFile(dataDir: string, relative: string | null): Promise<void> {
  if (relative) await rm(reportFilePath(dataDir, relative), { force: true });
}
