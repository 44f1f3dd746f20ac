import type { Queryable } from '../../../db/db.ts';

/**
 * SQL condition on shopify_installations alias `si` and campaigns alias `c`: the installation was
 * confirmed (an access token was obtained) and the manager who installed it can see the campaign —
 * an admin, a manager of the campaign's team, or a manager granted the campaign (decision 440).
 */
const USABLE_FOR_CAMPAIGN = `si.confirmed_at IS NOT NULL AND si.access_token IS NOT NULL AND (
    EXISTS (SELECT 1 FROM users u WHERE u.id = si.installed_by AND u.user_type = 2 AND u.is_admin)
    OR EXISTS (SELECT 1 FROM managers m JOIN manager_teams mt ON mt.manager_id = m.id
               WHERE m.user_id = si.installed_by AND mt.team_id = c.team_id)
    OR EXISTS (SELECT 1 FROM managers m JOIN manager_campaigns mc ON mc.manager_id = m.id
               WHERE m.user_id = si.installed_by AND mc.campaign_id = c.id))`;

/** Whether a conversion popup of this campaign may use this shop (contract 4; decision 440). */
export async function shopUsableForCampaign(q: Queryable, shop: string, campaignId: number): Promise<boolean> {
  const rows = await q.query<{ ok: boolean }>(
    `SELECT true AS ok FROM shopify_installations si, campaigns c
     WHERE si.shop = $1 AND c.id = $2 AND ${USABLE_FOR_CAMPAIGN}`,
    [shop, campaignId],
  );
  return rows.length > 0;
}

/** The shops a conversion popup of this campaign may use, by domain. */
export async function shopsUsableForCampaign(q: Queryable, campaignId: number): Promise<{ shop: string }[]> {
  return q.query<{ shop: string }>(
    `SELECT si.shop FROM shopify_installations si, campaigns c
     WHERE c.id = $1 AND ${USABLE_FOR_CAMPAIGN} ORDER BY si.shop`,
    [campaignId],
  );
}

/** Starts (or restarts) an installation of `shop`: a fresh nonce; a confirmed one stays usable until confirmed again. */
export async function storeInstallNonce(q: Queryable, shop: string, nonce: string): Promise<void> {
  await q.query(
    `INSERT INTO shopify_installations (shop, nonce) VALUES ($1, $2)
     ON CONFLICT (shop) DO UPDATE SET nonce = EXCLUDED.nonce`,
    [shop, nonce],
  );
}

export interface InstallationRow {
  id: number;
  shop: string;
  nonce: string | null;
  confirmed_at: Date | null;
}

/** The installation of this shop, locked for the rest of the transaction. */
export async function lockInstallation(q: Queryable, shop: string): Promise<InstallationRow | undefined> {
  const [row] = await q.query<InstallationRow>(
    'SELECT id, shop, nonce, confirmed_at FROM shopify_installations WHERE shop = $1 FOR UPDATE',
    [shop],
  );
  return row;
}

/** Records the confirmed installation; the nonce is spent. */
export async function confirmInstallation(
  q: Queryable,
  id: number,
  values: { accessToken: string; scopes: string; installedBy: number; now: Date },
): Promise<void> {
  await q.query(
    `UPDATE shopify_installations SET access_token = $2, scopes = $3, installed_by = $4, confirmed_at = $5, nonce = NULL
     WHERE id = $1`,
    [id, values.accessToken, values.scopes, values.installedBy, values.now],
  );
}
