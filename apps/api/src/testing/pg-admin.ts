import pg from 'pg';

/** Runs one statement (CREATE or DROP DATABASE) on its own connection to a PostgreSQL server. */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
