import { describe, expect, it } from 'vitest';
import { neutraliseCell } from './csv-safety.ts';

describe('neutraliseCell', () => {
  it.each(['=1+1', '+cmd', '-2+3', '@SUM(A1)', '\tx', '\rx'])('neutralises %j', (cell) => {
    expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });
  it('keeps plain text and numbers', () => {
    expect(neutraliseCell('Canada')).toBe('Canada');
    expect(neutraliseCell('a=b')).toBe('a=b');
    expect(neutraliseCell(-5)).toBe(-5);
  });
});
