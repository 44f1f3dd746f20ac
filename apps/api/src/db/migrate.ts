import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR as migrationsDir } from '../runtime-files.ts';
import type { Db } from './db.ts';

/** Versioned migration files `NNNN_name.sql`, in order. */
export function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort();
}

/**
 * Applies every migration not yet applied, all of them in one transaction under an advisory lock
 * (two API instances never migrate at once, and a failing migration leaves none applied), recording
 * each in schema_migrations.
 */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(72616)');
    const done = new Set((await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
    for (const file of migrationFiles()) {
      const version = file.slice(0, 4);
      if (done.has(version)) continue;
      const sql = readFileSync(path.join(migrationsDir, file), 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      applied.push(file);
    }
  });
  return applied;
}

/**
 * Splits a migration on semicolons at line ends, outside dollar-quoted bodies ($$ … $$: a trigger's
 * function keeps its own semicolons; migration 0028). `--` comments are dropped first, so a body
 * holds none. Tagged quotes ($tag$) and an unpaired $$ are refused rather than split wrongly.
 */
export function splitStatements(sql: string): string[] {
  const text = sql.replace(/--.*$/gm, '');
  if (/\$[A-Za-z_][A-Za-z0-9_]*\$/.test(text)) throw new Error('A migration may quote a body with $$ only, not a tagged $tag$.');
  const parts = text.split('$$');
  if (parts.length % 2 === 0) throw new Error('A migration has an unpaired $$.');
  const statements: string[] = [];
  let current = '';
  parts.forEach((part, i) => {
    if (i % 2 === 1) {
      current += `$$${part}$$`;
      return;
    }
    const pieces = part.split(/;\s*$/m);
    current += pieces[0];
    for (const piece of pieces.slice(1)) {
      statements.push(current);
      current = piece;
    }
  });
  statements.push(current);
  return statements.map((s) => s.trim()).filter(Boolean);
}
