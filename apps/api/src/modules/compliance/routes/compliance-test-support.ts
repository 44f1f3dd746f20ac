import type { Queryable } from '../../../db/db.ts';

/** A component with one version; answers both ids. */
export async function insertComplianceComponent(
  db: Queryable,
  campaignId: number,
  type: string,
  name: string,
  extra: { required?: boolean; end?: Date | null } = {},
): Promise<{ id: number; versionId: number }> {
  const [{ id }] = await db.query<{ id: number }>(
    'INSERT INTO components (campaign_id, type, name, compliance, end_time) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [campaignId, type, name, extra.required ?? true, extra.end ?? null],
  );
  const [{ id: versionId }] = await db.query<{ id: number }>(
    `INSERT INTO component_versions (component_id, content_id, sequence_number, image, link) VALUES ($1, $2, 1, 'banner.png', 'https://example.com') RETURNING id`,
    [id, `c-${id}`],
  );
  return { id, versionId };
}

/** A compliance record as an audit writes it, with one audit history entry at the same time. */
export async function insertAuditedRecord(
  db: Queryable,
  r: {
    campaignId: number;
    broadcasterId: number;
    componentId: number;
    versionId: number;
    status: string;
    compliant: boolean;
    at: Date;
    required?: boolean;
  },
): Promise<number> {
  const [{ id }] = await db.query<{ id: number }>(
    `INSERT INTO compliance_records (campaign_id, broadcaster_id, component_id, component_version_id, required, compliant, status, last_updated)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (campaign_id, broadcaster_id, component_id) DO UPDATE SET compliant = EXCLUDED.compliant, status = EXCLUDED.status,
       last_updated = EXCLUDED.last_updated, overridden = false
     RETURNING id`,
    [r.campaignId, r.broadcasterId, r.componentId, r.versionId, r.required ?? true, r.compliant, r.status, r.at],
  );
  await db.query(`INSERT INTO compliance_history (record_id, time, status, compliant, source) VALUES ($1, $2, $3, $4, 'audit')`, [
    id,
    r.at,
    r.status,
    r.compliant,
  ]);
  return id;
}
