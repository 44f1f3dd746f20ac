import { describe, expect, it } from 'vitest';
import { pdfTableChunks } from './pdf-table-chunks.ts';

const col = (key: string) => ({ key, label: key });

describe('pdfTableChunks', () => {
  it('keeps a table of three figure columns whole', () => {
    const table = { title: 'T', columns: ['b', 'x', 'y', 'z'].map(col), rows: [['ann', 1, 2, 3]] };
    expect(pdfTableChunks(table)).toEqual([table]);
  });
  it('splits more than three figure columns into chunks of three, each with the naming column', () => {
    const table = { title: 'T', columns: ['b', 'p', 'q', 'r', 's', 't'].map(col), rows: [['ann', 1, 2, 3, 4, 5]] };
    expect(pdfTableChunks(table)).toEqual([
      { title: 'T (1/2)', columns: ['b', 'p', 'q', 'r'].map(col), rows: [['ann', 1, 2, 3]] },
      { title: 'T (2/2)', columns: ['b', 's', 't'].map(col), rows: [['ann', 4, 5]] },
    ]);
  });
});
