import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';
import type { FromSchema } from 'json-schema-to-ts';
import type { Queryable } from '../../db/db.ts';
import type { ACTION_SLUGS, actionAnswer } from './schemas/broadcaster-action-answer.ts';
import { badRequest } from '../../errors.ts';
import { listActions, type ActionReadRow } from './repositories/broadcaster-actions-repository.ts';
import { activeKeyOf, trackingKeysOf } from '../links/index.ts';
import type { UserRow } from '../shared/index.ts';
import { messages } from '@advocate/validation';
import { editableCampaign } from '../shared/index.ts';
import { TRACKABLE_TYPES, trackedUrl } from './broadcaster-actions-links.ts';

export type ActionSlug = (typeof ACTION_SLUGS)[number];

/** A broadcaster action as the API answers it (contract 2; spec 01 §3, 02 §3). */
export type ActionAnswer = FromSchema<typeof actionAnswer>;

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The broadcaster's tracked link for the row's version link (contract 2), else the version link.
 * A panel banner links through the broadcaster's active tracked link of its component (decision
 * 703), even when placed from an older version: that is the link that redirects, counts the
 * clicks and the compliance audit looks for on the panel.
 */
export function trackedLinkOf(row: ActionReadRow, keys: Map<string, string>, publicApiUrl: string): string | null {
  if (!row.link || !TRACKABLE_TYPES.includes(row.component_type)) return row.link;
  const active =
    row.component_type === COMPONENT_TYPE.bannerGraphics ? keys.get(activeKeyOf(row.broadcaster_id, row.component_id)) : undefined;
  if (active) return trackedUrl(publicApiUrl, active);
  const key = keys.get(`${row.broadcaster_id}|${row.component_id}|${row.link.trim()}`);
  return key ? trackedUrl(publicApiUrl, key) : row.link;
}

/** Answers for these rows, with each broadcaster's tracked links put in. */
export async function toAnswers(db: Queryable, rows: readonly ActionReadRow[], publicApiUrl: string): Promise<ActionAnswer[]> {
  const keys = await trackingKeysOf(
    db,
    rows.map((r) => r.broadcaster_id),
  );
  return rows.map((r) => {
    const data = r.completion_data ?? {};
    const completion: ActionAnswer['completion_data'] = {};
    if (typeof data.tweet_text === 'string') completion.tweet_text = data.tweet_text;
    if (typeof data.tweet_url === 'string') completion.tweet_url = data.tweet_url;
    if (data.manual === true) completion.manual = true;
    return {
      id: r.id,
      type: { slug: r.type_slug as ActionSlug, name: r.type_name },
      component: r.component,
      component_id: r.component_id,
      campaign: r.campaign,
      campaign_name: r.campaign_name,
      broadcaster: r.broadcaster,
      creation_time: iso(r.creation_time),
      completion_time: r.completion_time === null ? null : iso(r.completion_time),
      completion_data: completion,
      version: {
        component_id: r.component_id,
        image: r.image,
        link: trackedLinkOf(r, keys, publicApiUrl),
        message: r.message,
        created: iso(r.created ?? r.creation_time),
        config: r.config ?? {},
      },
    };
  });
}

/**
 * GET broadcaster-actions/?campaign=&completed= (contract 2): a broadcaster reads their own
 * actions (any campaign, or the one named); a manager names a campaign they may edit (the actions
 * view is gated by canEditCampaigns, spec 01 §6) and reads everyone's on it. Newest first.
 */
export async function actionsFor(
  db: Queryable,
  user: UserRow,
  query: { campaign?: string; completed?: boolean },
  publicApiUrl: string,
): Promise<ActionAnswer[]> {
  if (user.user_type === 3) {
    return toAnswers(
      db,
      await listActions(db, { broadcasterId: user.id, campaignSlug: query.campaign, completed: query.completed }),
      publicApiUrl,
    );
  }
  if (query.campaign === undefined) throw badRequest({ campaign: [messages.required] });
  const campaign = await editableCampaign(db, user, query.campaign);
  return toAnswers(db, await listActions(db, { campaignId: campaign.id, completed: query.completed }), publicApiUrl);
}
