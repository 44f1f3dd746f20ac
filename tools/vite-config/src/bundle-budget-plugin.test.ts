import { describe, expect, it } from 'vitest';
import { initialChunks } from './bundle-budget-plugin.ts';

describe('initialChunks', () => {
  it('counts the entries and what they import statically, not lazy chunks', () => {
    const chunks = [
      { fileName: 'index.js', isEntry: true, imports: ['react.js', 'paths.js'] },
      { fileName: 'react.js', isEntry: false, imports: [] },
      { fileName: 'paths.js', isEntry: false, imports: ['react.js'] },
      { fileName: 'terms-page.js', isEntry: false, imports: ['react.js'] },
    ];
    expect(initialChunks(chunks).sort()).toEqual(['index.js', 'paths.js', 'react.js']);
  });
});
