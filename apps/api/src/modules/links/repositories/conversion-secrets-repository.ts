import type { Queryable } from '../../../db/db.ts';

/** SQL of the campaigns' conversion signing secrets (decision 662). */

export interface ConversionSecretRow {
  secret: string;
  rotated_at: Date;
}

/** The campaign's secret; `fresh` becomes it when it has none yet (one statement, so two first reads agree). */
export async function campaignConversionSecret(q: Queryable, campaignId: number, fresh: string, now: Date): Promise<ConversionSecretRow> {
  await q.query(
    'INSERT INTO conversion_secrets (campaign_id, secret, rotated_at) VALUES ($1, $2, $3) ON CONFLICT (campaign_id) DO NOTHING',
    [campaignId, fresh, now],
  );
  const [row] = await q.query<ConversionSecretRow>('SELECT secret, rotated_at FROM conversion_secrets WHERE campaign_id = $1', [
    campaignId,
  ]);
  return row;
}

/** Replaces the campaign's secret by `fresh`. */
export async function replaceConversionSecret(q: Queryable, campaignId: number, fresh: string, now: Date): Promise<ConversionSecretRow> {
  const [row] = await q.query<ConversionSecretRow>(
    `INSERT INTO conversion_secrets (campaign_id, secret, rotated_at) VALUES ($1, $2, $3)
     ON CONFLICT (campaign_id) DO UPDATE SET secret = EXCLUDED.secret, rotated_at = EXCLUDED.rotated_at
     RETURNING secret, rotated_at`,
    [campaignId, fresh, now],
  );
  return row;
}

/** The campaign's secret as it stands, undefined when none was made yet. */
export async function findConversionSecret(q: Queryable, campaignId: number): Promise<string | undefined> {
  const [row] = await q.query<{ secret: string }>('SELECT secret FROM conversion_secrets WHERE campaign_id = $1', [campaignId]);
  return row?.secret;
}
