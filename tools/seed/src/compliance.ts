import type { Queryable } from './api.ts';
import type { SeedContext } from './context.ts';
import { insertOne, insertRows } from './insert-rows.ts';
import { CHATBOT_NOT_MODDED, OUTDATED_PANEL_PICTURE, PANELS_UNREADABLE } from './provider-facts.ts';
import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';

const running = (ctx: SeedContext) =>
  [...ctx.campaigns.values()].filter((c) => c.startDate <= ctx.now && (c.endDate === null || c.endDate > ctx.now)).map((c) => c.id);

interface AuditTarget {
  campaign_id: number;
  broadcaster_id: number;
  component_id: number;
  version_id: number | null;
  kind: 'banner' | 'tweet';
  completed: boolean;
  username: string;
  twitch_login: string | null;
}

/**
 * What an audit checks on the running campaigns, read as the API's audit reads it (decisions 551,
 * 552): per Active broadcaster and banner / tweet / retweet component, the latest panel or Twitter action.
 */
export async function auditTargets(q: Queryable, campaignIds: readonly number[]): Promise<AuditTarget[]> {
  const rows = await q.query<AuditTarget & { type: string }>(
    `SELECT DISTINCT ON (a.campaign_id, a.broadcaster_id, a.component_id) a.campaign_id, a.broadcaster_id, a.component_id,
       a.component_version_id AS version_id, a.type, a.completion_time IS NOT NULL AS completed, u.username,
       CASE WHEN a.type LIKE 'banner-%' THEN 'banner' ELSE 'tweet' END AS kind,
       (SELECT sa.login FROM social_accounts sa WHERE sa.user_id = a.broadcaster_id AND sa.provider = 'twitch' ORDER BY sa.linked_at, sa.id LIMIT 1) AS twitch_login
     FROM broadcaster_actions a JOIN components co ON co.id = a.component_id JOIN users u ON u.id = a.broadcaster_id
     JOIN campaign_statuses s ON s.campaign_id = a.campaign_id AND s.broadcaster_id = a.broadcaster_id AND s.status = 'Active'
     WHERE a.campaign_id = ANY($1::int[]) AND NOT co.is_deleted
       AND a.type IN ('banner-add', 'banner-update', 'banner-remove', 'twitter-send-tweet', 'twitter-retweet')
     ORDER BY a.campaign_id, a.broadcaster_id, a.component_id, (a.completion_time IS NULL), a.completion_time DESC, a.id DESC`,
    [campaignIds],
  );
  return rows.filter((r) => r.type !== 'banner-remove');
}

/** The verdict the audit gives a target on the demo's stand-ins (stand-ins.ts puts up what it checks). */
function demoVerdict(t: AuditTarget): string {
  if (t.kind === 'tweet') return t.completed ? 'Compliant' : 'Not Sent';
  if (!t.twitch_login || PANELS_UNREADABLE.has(t.username)) return "Can't Connect";
  if (!t.completed) return 'Missing Banner';
  return OUTDATED_PANEL_PICTURE.has(t.username) ? 'Incorrect Image' : 'Compliant';
}

/**
 * Compliance of the running campaigns as of yesterday's audit, with three audits of history: each
 * verdict is what an audit of the untouched demo finds again (the seed's actions, the provider facts).
 */
export async function insertCompliance(ctx: SeedContext): Promise<void> {
  const campaigns = running(ctx);
  for (const t of await auditTargets(ctx.tx, campaigns)) {
    const status = demoVerdict(t);
    const compliant = status === 'Compliant';
    const recordId = await insertOne(ctx.tx, 'compliance_records', {
      campaign_id: t.campaign_id,
      broadcaster_id: t.broadcaster_id,
      component_id: t.component_id,
      component_version_id: t.version_id,
      required: true,
      compliant,
      status,
      last_updated: ctx.at(-1, 12),
    });
    const earlier = status === 'Not Sent' ? status : 'Compliant';
    await insertRows(
      ctx.tx,
      'compliance_history',
      ['record_id', 'time', 'status', 'compliant'],
      [
        [recordId, ctx.at(-3, 12), earlier, earlier === 'Compliant'],
        [recordId, ctx.at(-2, 12), status, compliant],
        [recordId, ctx.at(-1, 12), status, compliant],
      ],
    );
  }
  const admin = ctx.users.get('admin@example.com');
  for (const id of campaigns) {
    await insertOne(ctx.tx, 'compliance_audits', {
      campaign_id: id,
      requested_by: admin,
      requested_at: ctx.at(-1, 12),
      started_at: ctx.at(-1, 12),
      finished_at: ctx.at(-1, 12.5),
    });
  }
}

/**
 * The final compliance of the ended campaigns: banners and tweets of their broadcasters as the
 * audits found them up to the day before the end, and those audits (decision 572 reads them as of the end).
 */
export async function insertFinalCompliance(ctx: SeedContext): Promise<void> {
  const admin = ctx.users.get('admin@example.com');
  for (const campaign of ctx.campaigns.values()) {
    if (!campaign.endDate || campaign.endDate > ctx.now) continue;
    const end = campaign.endDate.getTime();
    const before = (days: number) => new Date(end - days * 86_400_000);
    const components = ctx.components.filter(
      (c) => c.campaign === campaign && c.ready && (c.type === COMPONENT_TYPE.bannerGraphics || c.type === COMPONENT_TYPE.suggestedTweet),
    );
    for (const [name, id] of Object.entries(campaign.def.statuses)
      .filter(([, s]) => s === 'Campaign Ended')
      .map(([n]) => [n, ctx.users.get(n)] as const)) {
      for (const component of components) {
        const status = component.type === COMPONENT_TYPE.bannerGraphics && PANELS_UNREADABLE.has(name) ? "Can't Connect" : 'Compliant';
        const recordId = await insertOne(ctx.tx, 'compliance_records', {
          campaign_id: campaign.id,
          broadcaster_id: id,
          component_id: component.id,
          component_version_id: component.versionIds[component.versionIds.length - 1],
          required: true,
          compliant: status === 'Compliant',
          status,
          last_updated: before(1),
        });
        await insertRows(
          ctx.tx,
          'compliance_history',
          ['record_id', 'time', 'status', 'compliant'],
          [3, 2, 1].map((d) => [recordId, before(d), status, status === 'Compliant']),
        );
      }
    }
    for (const d of [3, 2, 1]) {
      await insertOne(ctx.tx, 'compliance_audits', {
        campaign_id: campaign.id,
        requested_by: admin,
        requested_at: before(d),
        started_at: before(d),
        finished_at: new Date(before(d).getTime() + 1_800_000),
      });
    }
  }
}

export interface ChatbotChannel {
  campaign_id: number;
  broadcaster_id: number;
  username: string;
  /** The broadcaster's Twitch login and id; null without a Twitch account. */
  channel: string | null;
  channel_id: string | null;
  chatbot_login: string;
  chatbot_twitch_id: string | null;
  /** The broadcaster completed the campaign's chatbot-mod action. */
  mod_done: boolean;
}

/** Each Active broadcaster of a running campaign with chat components, with the campaign's chatbot (the API's choice of it). */
export async function chatbotChannels(q: Queryable, campaignIds: readonly number[]): Promise<ChatbotChannel[]> {
  return q.query<ChatbotChannel>(
    `SELECT ca.id AS campaign_id, s.broadcaster_id, u.username, tw.login AS channel, tw.provider_user_id AS channel_id,
       b.login AS chatbot_login, b.twitch_user_id AS chatbot_twitch_id,
       EXISTS (SELECT 1 FROM broadcaster_actions a WHERE a.campaign_id = ca.id AND a.broadcaster_id = s.broadcaster_id
               AND a.type = 'chatbot-mod' AND a.completion_time IS NOT NULL) AS mod_done
     FROM campaign_statuses s JOIN campaigns ca ON ca.id = s.campaign_id JOIN users u ON u.id = s.broadcaster_id
     LEFT JOIN teams t ON t.id = ca.team_id
     JOIN chatbot_accounts b ON b.id = coalesce(ca.twitch_chatbot_account_id, t.default_chatbot_id, (SELECT id FROM chatbot_accounts WHERE is_default))
     LEFT JOIN LATERAL (SELECT sa.login, sa.provider_user_id FROM social_accounts sa WHERE sa.user_id = s.broadcaster_id AND sa.provider = 'twitch'
                        ORDER BY sa.linked_at, sa.id LIMIT 1) tw ON true
     WHERE s.status = 'Active' AND ca.id = ANY($1::int[])
       AND EXISTS (SELECT 1 FROM components co WHERE co.campaign_id = ca.id AND co.type IN ('twitch-chat-bot', 'twitch-chat-bot-command')
                   AND co.is_ready AND NOT co.is_deleted)
     ORDER BY ca.id, s.broadcaster_id`,
    [campaignIds],
  );
}

/** Whether the chatbot moderates the channel: made a moderator on joining any campaign with that chatbot, unless removed since. */
export function moddedChannels(rows: readonly ChatbotChannel[]): Set<string> {
  return new Set(
    rows.filter((r) => r.channel && r.mod_done && !CHATBOT_NOT_MODDED.has(r.username)).map((r) => `${r.channel}|${r.chatbot_login}`),
  );
}

/**
 * The chatbot's moderator status in each channel, as the last check found it six hours ago. A
 * broadcaster without a Twitch channel (on YouTube only) has none: the check leaves them out
 * (decision 821).
 */
export async function insertModStatuses(ctx: SeedContext): Promise<void> {
  const rows = (await chatbotChannels(ctx.tx, running(ctx))).filter((r) => r.channel !== null);
  const modded = moddedChannels(rows);
  const checked = new Date(ctx.now.getTime() - 6 * 3_600_000);
  await insertRows(
    ctx.tx,
    'chatbot_mod_statuses',
    ['campaign_id', 'broadcaster_id', 'status', 'mod_channel', 'checked_at'],
    rows.map((r) => [
      r.campaign_id,
      r.broadcaster_id,
      modded.has(`${r.channel}|${r.chatbot_login}`) ? 'Modded' : 'Not Modded',
      r.channel,
      checked,
    ]),
  );
}
