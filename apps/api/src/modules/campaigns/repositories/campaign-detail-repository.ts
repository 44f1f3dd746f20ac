import type { ComponentSlug } from '@advocate/api-client';
import type { Queryable } from '../../../db/db.ts';
import { AVAILABLE_COMPONENTS_SQL } from './campaigns-repository.ts';
import type { CampaignColumns } from './campaign-writes-repository.ts';

/**
 * The Campaign of spec 01 §3 as GET campaigns/{slug}/ answers it (metrics added by the service):
 * the columns a create or update writes, with dates as ISO text, and the read-only fields.
 */
export interface CampaignDetailRow extends Omit<CampaignColumns, 'start_date' | 'end_date'> {
  slug: string;
  status: string | null;
  start_date: string;
  end_date: string | null;
  team: number | null;
  is_demo: boolean;
  has_conversions: boolean;
  daily_cap_reached: boolean;
  twitch_chatbot_account: { id: number; login: string; is_default: boolean } | null;
  twitch_chatbot_connection: string | null;
  available_components: ComponentSlug[];
  components: number[];
  squads: number[];
  active_periods: Array<{ start: string; end: string | null }>;
}

type Raw = Omit<CampaignDetailRow, 'start_date' | 'end_date' | 'budget' | 'target' | 'active_periods'> & {
  start_date: Date;
  end_date: Date | null;
  budget: string | number;
  target: string | number;
  active_periods: Array<{ start: string; end: string | null }>;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** One campaign by id, every field of spec 01 §3 the schema holds, in one statement. */
export async function findCampaignDetail(db: Queryable, campaignId: number): Promise<CampaignDetailRow | undefined> {
  const [row] = await db.query<Raw>(
    `SELECT c.slug, c.name, c.status, c.start_date, c.end_date, c.impression_cutoff, c.daily_impression_cap,
       c.seconds_per_impression, c.client, c.website, c.description, c.requirements, c.general_guidelines, c.payment_terms,
       c.team_id AS team, c.is_finite, c.is_demo, c.has_conversions, c.daily_cap_reached,
       (SELECT json_build_object('id', ca.id, 'login', ca.login, 'is_default', ca.is_default)
          FROM chatbot_accounts ca WHERE ca.id = c.twitch_chatbot_account_id) AS twitch_chatbot_account,
       c.twitch_chatbot_connection, c.auto_active_invites, c.action_notifications, c.team_auto_add,
       c.independent_live_graphics, c.allow_self_deactivate, c.set_live_graphic_times, c.pause_after_live_graphics,
       c.keyword_links, c.hard_coded_links, ${AVAILABLE_COMPONENTS_SQL} AS available_components,
       coalesce((SELECT array_agg(co.id ORDER BY co.id) FROM components co WHERE co.campaign_id = c.id AND NOT co.is_deleted), '{}'::int[]) AS components,
       coalesce((SELECT array_agg(cs.squad_id ORDER BY cs.squad_id) FROM campaign_squads cs WHERE cs.campaign_id = c.id), '{}'::int[]) AS squads,
       coalesce((SELECT json_agg(json_build_object('start', p.start_time, 'end', p.end_time) ORDER BY p.start_time)
          FROM campaign_active_periods p WHERE p.campaign_id = c.id), '[]'::json) AS active_periods,
       c.budget, c.target
     FROM campaigns c WHERE c.id = $1`,
    [campaignId],
  );
  if (!row) return undefined;
  return {
    ...row,
    start_date: iso(row.start_date) as string,
    end_date: iso(row.end_date),
    budget: Number(row.budget),
    target: Number(row.target),
    active_periods: row.active_periods.map((p) => ({ start: iso(p.start) as string, end: iso(p.end) })),
  };
}
