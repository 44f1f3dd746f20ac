import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { neutraliseCell } from './csv-safety.ts';
import type { ReportCell, ReportContent } from './report-model.ts';

/**
 * Writes a CSV report as one file with a header row per section (decision 598), row by row through
 * a stream: memory stays flat whatever the number of rows. Every text cell is neutralised against
 * formula injection.
 */
export async function writeCsvReport(path: string, content: ReportContent): Promise<void> {
  const csv = stringify();
  const file = createWriteStream(path);
  csv.pipe(file);
  const write = async (row: ReportCell[]) => {
    if (!csv.write(row.map(neutraliseCell))) await once(csv, 'drain');
  };
  await write([content.name]);
  if (content.parameters) {
    await write([]);
    await write(['Campaign Parameters']);
    for (const [label, value] of content.parameters.rows) await write([label, value]);
  }
  for (const table of content.tables) {
    await write([]);
    await write([table.title]);
    await write(table.columns.map((c) => c.label));
    for (const row of table.rows) await write(row);
  }
  csv.end();
  await finished(file);
}
