import { demoCampaigns } from './campaigns-data.ts';
import type { SeedContext } from './context.ts';
import { DAY_MS, teamId, userId } from './context.ts';
import { insertOne, insertRows } from './insert-rows.ts';
import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';

const GUIDELINES = 'Keep the overlay visible, never cover it with alerts, and mention the sponsor at least once per stream.';
const REQUIREMENTS = 'At least three streams a week on your primary channel while the campaign runs.';
const PAYMENT_TERMS = 'Paid monthly per viewable minute and tracked click, 30 days after the end of each month.';

/** Campaigns with their available types, active period, statuses and squads (spec 01 §3). */
export async function insertCampaigns(ctx: SeedContext): Promise<void> {
  const [nebulaBot] = await ctx.tx.query<{ id: number }>(`SELECT id FROM chatbot_accounts WHERE twitch_user_id = '1901'`);
  const admin = userId(ctx, 'admin@example.com');
  const teamSeconds = new Map(
    (
      await ctx.tx.query<{ id: number; seconds: number }>(
        'SELECT id, seconds_per_impression AS seconds FROM teams WHERE id = ANY($1::int[])',
        [[...ctx.teams.values()]],
      )
    ).map((t) => [t.id, t.seconds]),
  );
  for (const def of demoCampaigns) {
    const startDate = ctx.at(def.start, 15);
    const endDate = def.end === null ? null : ctx.at(def.end, 15);
    // A sponsor inherits its team's seconds per impression (spec 01 §9).
    const secondsPerImpression = def.team ? (teamSeconds.get(teamId(ctx, def.team)) ?? 15) : 15;
    const id = await insertOne(ctx.tx, 'campaigns', {
      slug: def.slug,
      name: def.name,
      start_date: startDate,
      end_date: endDate,
      daily_impression_cap: def.dailyImpressionCap ?? null,
      seconds_per_impression: secondsPerImpression,
      client: def.client,
      website: def.website,
      description: def.description,
      requirements: REQUIREMENTS,
      general_guidelines: GUIDELINES,
      payment_terms: PAYMENT_TERMS,
      team_id: def.team ? teamId(ctx, def.team) : null,
      is_finite: def.end !== null,
      is_demo: def.isDemo ?? false,
      has_conversions: def.hasConversions ?? false,
      twitch_chatbot_account_id: def.slug === 'nova-energy-summer' ? nebulaBot.id : null,
      twitch_chatbot_connection: def.types.includes(COMPONENT_TYPE.chatBot) ? 'up' : null,
      auto_active_invites: def.autoActiveInvites ?? false,
      allow_self_deactivate: def.allowSelfDeactivate ?? false,
      independent_live_graphics: def.independentLiveGraphics ?? false,
      created_by: admin,
      created_at: new Date(startDate.getTime() - 14 * DAY_MS),
    });
    ctx.campaigns.set(def.slug, { id, def, startDate, endDate, secondsPerImpression });
    await insertRows(
      ctx.tx,
      'campaign_component_types',
      ['campaign_id', 'component_type'],
      def.types.map((t) => [id, t]),
    );
    await insertRows(ctx.tx, 'campaign_active_periods', ['campaign_id', 'start_time', 'end_time'], [[id, startDate, endDate]]);
    await insertRows(
      ctx.tx,
      'campaign_statuses',
      ['campaign_id', 'broadcaster_id', 'status', 'invited_by', 'invited_at', 'responded_at', 'updated_at'],
      Object.entries(def.statuses).map(([name, status]) => {
        const invitedAt = new Date(Math.min(startDate.getTime() - 7 * DAY_MS, ctx.now.getTime() - 2 * DAY_MS));
        const respondedAt = status === 'Invited' ? null : new Date(invitedAt.getTime() + DAY_MS);
        return [id, userId(ctx, name), status, admin, invitedAt, respondedAt, respondedAt ?? invitedAt];
      }),
    );
  }
  const nova = ctx.campaigns.get('nova-energy-summer');
  const alpha = ctx.squads.get('Alpha Squad');
  if (nova && alpha) await insertRows(ctx.tx, 'campaign_squads', ['campaign_id', 'squad_id'], [[nova.id, alpha]]);
}
