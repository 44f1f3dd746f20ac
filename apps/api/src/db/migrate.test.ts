import { describe, expect, it } from 'vitest';
import { splitStatements } from './migrate.ts';

describe('splitStatements', () => {
  it('splits on semicolons at line ends and drops comments', () => {
    expect(splitStatements('-- a note\nCREATE TABLE a (x int);\nINSERT INTO a VALUES (1); -- one\n\nSELECT 1;\n')).toEqual([
      'CREATE TABLE a (x int)',
      'INSERT INTO a VALUES (1)',
      'SELECT 1',
    ]);
  });

  it('keeps a dollar-quoted function body whole', () => {
    const body = 'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  DELETE FROM c;\n  RETURN NULL;\nEND $$';
    expect(splitStatements(`${body};\nCREATE TRIGGER t AFTER DELETE ON p FOR EACH STATEMENT EXECUTE FUNCTION f();\n`)).toEqual([
      body,
      'CREATE TRIGGER t AFTER DELETE ON p FOR EACH STATEMENT EXECUTE FUNCTION f()',
    ]);
  });
});

describe('splitStatements refuses what it would split wrongly', () => {
  it('refuses a tagged dollar quote', () => {
    expect(() => splitStatements('CREATE FUNCTION f() RETURNS void LANGUAGE plpgsql AS $body$\nBEGIN\n  NULL;\nEND $body$;\n')).toThrow(
      /\$tag\$/,
    );
  });

  it('refuses an unpaired $$', () => {
    expect(() => splitStatements("INSERT INTO prices VALUES ('costs $$');\nSELECT 1;\n")).toThrow(/unpaired/);
  });
});
