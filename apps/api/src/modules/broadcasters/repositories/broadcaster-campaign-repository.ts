import type { FromSchema } from 'json-schema-to-ts';
import type { Queryable } from '../../../db/db.ts';
import type { broadcasterCampaign } from '../schemas/broadcaster-campaign-answer.ts';
import { ON_CAMPAIGN_STATUSES } from '../../shared/index.ts';

/** Spec 02 §3 Campaign (broadcaster view), with the broadcaster's own status and metrics, as answered. */
export type BroadcasterCampaignRow = FromSchema<typeof broadcasterCampaign>;
/** A component of the campaign as the broadcaster's campaign card lists it (spec 02 §3 Component). */
export type BroadcasterCampaignComponent = BroadcasterCampaignRow['components'][number];

type Raw = Omit<BroadcasterCampaignRow, 'start_date' | 'end_date' | 'active_periods' | 'metrics'> & {
  start_date: Date;
  end_date: Date | null;
  active_periods: { start: string; end: string | null }[];
  clicks: string | number;
  conversions: string | number;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The campaigns the broadcaster is on (statuses of decision 203), newest start first, each with its
 * texts, components that are not deleted (type order), active periods and the broadcaster's own
 * clicks and conversions from the daily rollups. `slug` narrows it to one campaign.
 */
export async function listBroadcasterCampaigns(db: Queryable, broadcasterId: number, slug?: string): Promise<BroadcasterCampaignRow[]> {
  const rows = await db.query<Raw>(
    `SELECT c.slug, c.name, s.status, c.start_date, c.end_date, c.team_id AS team, t.name AS team_name,
       c.allow_self_deactivate, c.payment_terms, c.general_guidelines, c.description, c.requirements,
       c.client, c.website, c.has_conversions,
       coalesce((SELECT json_agg(json_build_object('id', co.id, 'name', co.name, 'type', co.type, 'type_name', ct.name, 'is_ready', co.is_ready)
                 ORDER BY ct.sort_order, co.id)
                 FROM components co JOIN component_types ct ON ct.slug = co.type
                 WHERE co.campaign_id = c.id AND NOT co.is_deleted AND NOT ct.is_hidden), '[]'::json) AS components,
       coalesce((SELECT json_agg(json_build_object('start', p.start_time, 'end', p.end_time) ORDER BY p.start_time)
                 FROM campaign_active_periods p WHERE p.campaign_id = c.id), '[]'::json) AS active_periods,
       coalesce((SELECT sum(r.clicks) FROM rollup_daily_components r WHERE r.campaign_id = c.id AND r.broadcaster_id = $1), 0) AS clicks,
       coalesce((SELECT sum(r.conversions) FROM rollup_daily_components r WHERE r.campaign_id = c.id AND r.broadcaster_id = $1), 0) AS conversions
     FROM campaign_statuses s JOIN campaigns c ON c.id = s.campaign_id LEFT JOIN teams t ON t.id = c.team_id
     WHERE s.broadcaster_id = $1 AND s.status = ANY($2::text[]) AND ($3::text IS NULL OR c.slug = $3)
     ORDER BY c.start_date DESC, c.id DESC`,
    [broadcasterId, ON_CAMPAIGN_STATUSES, slug ?? null],
  );
  return rows.map(({ clicks, conversions, ...r }) => ({
    ...r,
    start_date: iso(r.start_date) as string,
    end_date: iso(r.end_date),
    active_periods: r.active_periods.map((p) => ({ start: iso(p.start) as string, end: iso(p.end) })),
    metrics: { clicks: Number(clicks), conversions: Number(conversions) },
  }));
}

/** What the self-suspension rule needs: the campaign, its switch and the broadcaster's status (row locked). */
export interface OwnCampaignStatus {
  id: number;
  end_date: Date | null;
  allow_self_deactivate: boolean;
  status: string;
}

export async function findOwnCampaignStatusForUpdate(
  db: Queryable,
  broadcasterId: number,
  slug: string,
): Promise<OwnCampaignStatus | undefined> {
  const rows = await db.query<OwnCampaignStatus>(
    `SELECT c.id, c.end_date, c.allow_self_deactivate, s.status
     FROM campaigns c JOIN campaign_statuses s ON s.campaign_id = c.id AND s.broadcaster_id = $1
     WHERE c.slug = $2 AND s.status = ANY($3::text[]) FOR UPDATE OF s`,
    [broadcasterId, slug, ON_CAMPAIGN_STATUSES],
  );
  return rows[0];
}

/**
 * The latest event that changed the broadcaster's activity on the campaign (a manager's activate or
 * deactivate, or their own suspend or re-activate), or null when there is none.
 */
export async function latestActivityEvent(db: Queryable, campaignId: number, broadcasterId: number): Promise<string | null> {
  const rows = await db.query<{ event_type: string }>(
    `SELECT event_type FROM campaign_events
     WHERE campaign_id = $1 AND broadcaster_id = $2
       AND event_type IN ('broadcaster_activated', 'broadcaster_deactivated', 'broadcaster_suspended', 'broadcaster_reactivated')
     ORDER BY created DESC, id DESC LIMIT 1`,
    [campaignId, broadcasterId],
  );
  return rows[0]?.event_type ?? null;
}

/** Sets the broadcaster's own status on the campaign. */
export async function setOwnCampaignStatus(
  db: Queryable,
  campaignId: number,
  broadcasterId: number,
  status: 'Active' | 'Deactivated',
  now: Date,
): Promise<void> {
  await db.query('UPDATE campaign_statuses SET status = $3, updated_at = $4 WHERE campaign_id = $1 AND broadcaster_id = $2', [
    campaignId,
    broadcasterId,
    status,
    now,
  ]);
}
