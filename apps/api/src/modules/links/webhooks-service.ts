import { randomBytes } from 'node:crypto';
import { messages } from '@advocate/validation';
import { serverMessages } from '@advocate/validation/server-messages';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context/app-context.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { recordActivity } from '../activity/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { UserRow } from '../shared/index.ts';
import {
  campaignLinkSettings,
  countCampaignWebhooks,
  deleteWebhook,
  findWebhook,
  insertWebhook,
  latestDeliveries,
  listWebhooks,
  updateCampaignLinkSettings,
  updateWebhook,
  type DeliveryEvent,
  type DeliveryRow,
  type DeliveryStatus,
  type LinkSettingsRow,
  type WebhookRow,
} from './repositories/webhooks-repository.ts';
import { editableCampaign, requireManager, visibleCampaign } from '../shared/index.ts';
import { forgetCachedLinks } from './link-cache.ts';
import { isAllowedHost, resolveWebhookHost, systemLookup, type HostLookup } from './webhook-address.ts';
import { queueWebhookDeliveries } from './webhook-events.ts';

/** Deliveries listed per webhook (the delivery log of the console). */
export const DELIVERY_LOG_SIZE = 20;
export const WEBHOOK_URL_MAX = 2048;
export const UTM_MAX = 100;

export interface WebhookAnswer {
  id: number;
  campaign: string;
  url: string;
  active: boolean;
  created: string;
  deliveries: Array<{
    id: number;
    event: DeliveryEvent;
    status: DeliveryStatus;
    attempts: number;
    last_response_code: number | null;
    last_error: string | null;
    created: string;
    last_attempt: string | null;
  }>;
}

/** Webhooks one campaign may have, active or not: one event posts at most this many times (decision 671). */
export const WEBHOOKS_PER_CAMPAIGN = 10;

export interface WebhookUrlSettings {
  allowedHosts: Config['WEBHOOK_ALLOWED_HOSTS'];
  lookup: HostLookup;
}

/**
 * The address check (decisions 524, 670): https to a public internet address, in every mode; http
 * and local addresses only for a host WEBHOOK_ALLOWED_HOSTS names. The name is resolved now and
 * refused when any of its addresses is; a name that does not resolve yet is accepted, since every
 * delivery checks again. Answers field errors.
 */
export async function webhookUrlErrors(url: string | undefined, settings: WebhookUrlSettings): Promise<string[]> {
  const text = (url ?? '').trim();
  if (!text) return [messages.required];
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return [messages.url];
  }
  const allowed = isAllowedHost(parsed, settings.allowedHosts);
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && allowed)) return [serverMessages.webhookHttpsOnly];
  const target = await resolveWebhookHost(parsed, settings);
  return target.outcome === 'refused' ? [serverMessages.webhookPublicAddressOnly] : [];
}

const urlSettings = (ctx: Pick<AppContext, 'config' | 'lookupHost'>): WebhookUrlSettings => ({
  allowedHosts: ctx.config.WEBHOOK_ALLOWED_HOSTS,
  lookup: ctx.lookupHost ?? systemLookup,
});

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function answer(hook: WebhookRow, slug: string, deliveries: DeliveryRow[]): WebhookAnswer {
  return {
    id: hook.id,
    campaign: slug,
    url: hook.url,
    active: hook.active,
    created: new Date(hook.created_at).toISOString(),
    deliveries: deliveries
      .filter((d) => d.webhook_id === hook.id)
      .map((d) => ({
        id: Number(d.id),
        event: d.event,
        status: d.status,
        attempts: d.attempts,
        last_response_code: d.last_response_code,
        last_error: d.last_error,
        created: new Date(d.created_at).toISOString(),
        last_attempt: iso(d.last_attempt_at),
      })),
  };
}

/** Records a webhook's change (issue 30 part 4): its address and whether it posts; a secret only as set. */
function recordWebhookActivity(
  tx: Queryable,
  actorId: number,
  at: Date,
  campaignId: number,
  action: string,
  before: { url: string; active: boolean } | null,
  after: { url: string; active: boolean; secret?: string } | null,
): Promise<void> {
  const values = (hook: typeof after) => hook && { url: hook.url, active: hook.active, ...(hook.secret ? { secret: hook.secret } : {}) };
  return recordActivity(tx, actorId, {
    at: at,
    kind: 'webhook',
    action,
    place: { campaignId },
    subject: (after ?? before)?.url ?? '',
    before: values(before),
    after: values(after),
    secrets: ['secret'],
  });
}

/** GET webhooks/?campaign=: managers who see the campaign read its webhooks and delivery log (never the secrets). */
export async function campaignWebhooks(db: Db, user: UserRow, slug: string): Promise<WebhookAnswer[]> {
  requireManager(user);
  const campaign = await visibleCampaign(db, user, slug);
  const hooks = await listWebhooks(db, campaign.id);
  const deliveries = await latestDeliveries(
    db,
    hooks.map((h) => h.id),
    DELIVERY_LOG_SIZE,
  );
  return hooks.map((h) => answer(h, campaign.slug, deliveries));
}

/** POST webhooks/: a manager who may edit the campaign registers an endpoint; the secret is answered this once. */
export async function createWebhook(
  db: Db,
  ctx: Pick<AppContext, 'config' | 'lookupHost'>,
  user: UserRow,
  body: { campaign?: string; url?: string; active?: boolean },
  now: Date,
): Promise<WebhookAnswer & { secret: string }> {
  requireManager(user);
  if (!body.campaign) throw badRequest({ campaign: [messages.required] });
  const campaign = await editableCampaign(db, user, body.campaign);
  const urlErrors = await webhookUrlErrors(body.url, urlSettings(ctx));
  if (urlErrors.length) throw badRequest({ url: urlErrors });
  const secret = `whsec_${randomBytes(24).toString('hex')}`;
  const hook = await db.transaction(async (tx) => {
    if ((await countCampaignWebhooks(tx, campaign.id)) >= WEBHOOKS_PER_CAMPAIGN)
      throw badRequest({ campaign: [serverMessages.tooManyWebhooks] });
    const made = await insertWebhook(tx, {
      campaignId: campaign.id,
      url: (body.url as string).trim(),
      secret,
      active: body.active ?? true,
      createdBy: user.id,
      now,
    });
    // The secret is answered this once and never kept in the log, only that one was set (decision 802).
    await recordWebhookActivity(tx, user.id, now, campaign.id, 'created', null, { url: made.url, active: made.active, secret });
    return made;
  });
  forgetCachedLinks(); // the campaign's clicks post to it from now on (decision 612)
  return { ...answer(hook, campaign.slug, []), secret };
}

/** The webhook when the user may edit its campaign: 404 out of scope, 403 in scope without edit rights. */
async function editableWebhook(db: Db, user: UserRow, id: number) {
  requireManager(user);
  const hook = await findWebhook(db, id);
  if (!hook) throw notFound();
  await editableCampaign(db, user, hook.campaign_slug);
  return hook;
}

export async function changeWebhook(
  db: Db,
  ctx: Pick<AppContext, 'config' | 'lookupHost'>,
  user: UserRow,
  id: number,
  body: { url?: string; active?: boolean },
  now: Date,
): Promise<WebhookAnswer> {
  const hook = await editableWebhook(db, user, id);
  if (body.url !== undefined) {
    const urlErrors = await webhookUrlErrors(body.url, urlSettings(ctx));
    if (urlErrors.length) throw badRequest({ url: urlErrors });
  }
  const changed = await db.transaction(async (tx) => {
    const updated = (await updateWebhook(tx, id, { url: body.url?.trim(), active: body.active })) as WebhookRow;
    await recordWebhookActivity(tx, user.id, now, hook.campaign_id, 'updated', hook, updated);
    return updated;
  });
  forgetCachedLinks();
  return answer(changed, hook.campaign_slug, await latestDeliveries(db, [id], DELIVERY_LOG_SIZE));
}

export async function removeWebhook(db: Db, user: UserRow, id: number, now: Date): Promise<void> {
  const hook = await editableWebhook(db, user, id);
  await db.transaction(async (tx) => {
    await deleteWebhook(tx, id);
    await recordWebhookActivity(tx, user.id, now, hook.campaign_id, 'deleted', hook, null);
  });
  forgetCachedLinks();
}

/** POST webhooks/{id}/test/: queues a test event to this webhook (active or not). */
export async function testWebhook(db: Db, user: UserRow, id: number, now: Date): Promise<{ queued: number }> {
  const hook = await editableWebhook(db, user, id);
  const queued = await db.transaction(async (tx) => {
    const count = await queueWebhookDeliveries(
      tx,
      [{ campaignId: hook.campaign_id, event: 'test', payload: { event: 'test', time: now.toISOString(), campaign: hook.campaign_slug } }],
      id,
    );
    await recordActivity(tx, user.id, {
      at: now,
      kind: 'webhook',
      action: 'test_sent',
      place: { campaignId: hook.campaign_id },
      subject: hook.url,
      before: null,
      after: { queued: count },
    });
    return count;
  });
  return { queued };
}

/** GET campaign-link-settings/{slug}/: the campaign's UTM parameters (decision 523). */
export async function linkSettings(db: Db, user: UserRow, slug: string): Promise<LinkSettingsRow> {
  requireManager(user);
  const campaign = await visibleCampaign(db, user, slug);
  return campaignLinkSettings(db, campaign.id);
}

/** PUT campaign-link-settings/{slug}/: '' clears a parameter. */
export async function changeLinkSettings(
  db: Db,
  user: UserRow,
  slug: string,
  body: Partial<LinkSettingsRow>,
  now: Date,
): Promise<LinkSettingsRow> {
  requireManager(user);
  const campaign = await editableCampaign(db, user, slug);
  const changed = await db.transaction(async (tx) => {
    const current = await campaignLinkSettings(tx, campaign.id);
    const updated = await updateCampaignLinkSettings(tx, campaign.id, {
      utm_source: (body.utm_source ?? current.utm_source).trim(),
      utm_medium: (body.utm_medium ?? current.utm_medium).trim(),
      utm_campaign: (body.utm_campaign ?? current.utm_campaign).trim(),
    });
    await recordActivity(tx, user.id, {
      at: now,
      kind: 'campaign',
      action: 'link_settings_updated',
      place: { campaignId: campaign.id },
      subject: campaign.name,
      before: { ...current },
      after: { ...updated },
    });
    return updated;
  });
  forgetCachedLinks(); // redirects add the new parameters at once
  return changed;
}
