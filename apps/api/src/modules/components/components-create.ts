import { COMPONENT_TYPE, isComponentType } from '@advocate/auth-and-guards/policies';
import { randomBytes } from 'node:crypto';
import { componentFormFor, messages, type ComponentTypeSlug } from '@advocate/validation';
import type { AppContext } from '../../context/app-context.ts';
import type { Queryable } from '../../db/db.ts';
import { badRequest } from '../../errors.ts';
import {
  addComponentToLabels,
  campaignLabelIds,
  componentCampaignSettings,
  insertComponent,
  insertDctaWithWidgets,
  insertVersion,
  insertWatchParty,
  offeredComponentType,
} from './repositories/component-writes-repository.ts';
import type { CampaignRef } from '../campaigns/index.ts';
import { shopUsableForCampaign } from '../shopify/index.ts';
import type { UserRow } from '../shared/index.ts';
import { campaignEnded, editableCampaign, requireManager } from '../shared/index.ts';
import { syncCampaignActions } from '../broadcaster-actions/index.ts';
import { recordNamedEvent } from '../campaigns/index.ts';
import { componentTypeName, componentValues, recordComponentActivity } from './component-activity.ts';
import { componentAnswerOf, type ComponentAnswer } from './components-service.ts';
import { clientConfig, formErrors, nullableTrimmed, readComponentDates, typeFieldErrors, type ComponentBody } from './components-input.ts';
import { checkUploads, fileLikeOf, linkedFileErrors, removeUploads, storeUploads, type ComponentUploads } from './components-media.ts';
import { localUploadStore } from '../uploads/index.ts';

/** A new content id: one per distinct content of a versioned component (spec 01 §2 version history). */
export const newContentId = (): string => randomBytes(12).toString('hex');

/** The chatbot's default interval between posts, in seconds (issue 7: 1200 s). */
export const DEFAULT_MESSAGE_INTERVAL = 1200;

/** Default text widgets of a new dynamic call to action (contract 1). */
const DEFAULT_WIDGETS = ['Headline'];

/**
 * The campaign a component write acts on, in the order of decision 330: a manager (403), in scope
 * (404), canEditCampaigns (403), not ended (400).
 */
export async function openCampaign(q: Queryable, user: UserRow, slug: string, now: Date): Promise<CampaignRef> {
  requireManager(user);
  const campaign = await editableCampaign(q, user, slug);
  if (campaignEnded(campaign, now)) throw badRequest({ non_field_errors: [messages.campaignEnded] });
  return campaign;
}

/** The type if the campaign offers it and it is known and not hidden, else 400 'Not a valid component type'. */
export async function offeredType(
  q: Queryable,
  campaignId: number,
  slug: string,
): Promise<{ slug: ComponentTypeSlug; is_versioned: boolean }> {
  const type = isComponentType(slug) ? await offeredComponentType(q, campaignId, slug) : undefined;
  if (!type) throw badRequest({ type: [messages.invalidComponentType] });
  return { slug: type.slug as ComponentTypeSlug, is_versioned: type.is_versioned };
}

/** A conversion popup's shop: required on creation; a shop the campaign may not use is refused (contract 4). */
export async function shopErrors(
  q: Queryable,
  campaignId: number,
  shop: string | null | undefined,
  required: boolean,
): Promise<Record<string, string[]>> {
  const value = shop?.trim() ?? '';
  if (value === '') return required || shop !== undefined ? { shop: [messages.required] } : {};
  return (await shopUsableForCampaign(q, value, campaignId)) ? {} : { shop: [messages.invalidComponentField] };
}

/** Labels of the campaign only; another campaign's or an unknown id answers DRF's pk message. */
export async function labelErrors(
  q: Queryable,
  campaignId: number,
  labels: readonly number[] | null | undefined,
): Promise<Record<string, string[]>> {
  if (!labels?.length) return {};
  const found = new Set(await campaignLabelIds(q, campaignId, labels));
  const missing = labels.find((id) => !found.has(id));
  return missing === undefined ? {} : { labels: [messages.unknownPk(missing)] };
}

/**
 * POST components/ (spec 01 §7 Create components; contract 1): checks the campaign, the type, the
 * form of libs/validation and the uploads by content, stores the files, then writes the component,
 * its first version, its groups, its call to action or watch party, the event and the action
 * reconciliation in one transaction. Files of a failed write are removed again.
 */
export async function createComponent(
  ctx: AppContext,
  user: UserRow,
  body: ComponentBody & { campaign: string; type: string },
  uploads: ComponentUploads,
): Promise<ComponentAnswer> {
  const { db, config } = ctx;
  const now = ctx.now();
  const campaign = await openCampaign(db, user, body.campaign, now);
  const type = await offeredType(db, campaign.id, body.type);
  const rules = componentFormFor(type.slug, await componentCampaignSettings(db, campaign.id));

  const { checked, errors: uploadErrors } = checkUploads(type.slug, rules, uploads);
  const { dates, errors: dateErrors } = readComponentDates(body);
  const values = {
    ...body,
    image: checked.image ? fileLikeOf(checked.image.kind) : uploads.image ? { name: 'refused' } : null,
    widget_upload: checked.widget ? fileLikeOf('zip') : uploads.widget_upload ? { name: 'refused.zip' } : null,
  };
  const errors = {
    ...formErrors(rules, values),
    ...typeFieldErrors(type.slug, body, type.is_versioned, true),
    ...(type.slug === COMPONENT_TYPE.conversionPopup ? await shopErrors(db, campaign.id, body.shop, true) : {}),
    ...(await labelErrors(db, campaign.id, body.labels)),
    ...dateErrors,
    ...linkedFileErrors(rules, body),
    ...uploadErrors,
  };
  if (Object.keys(errors).length > 0) throw badRequest(errors);

  const store = localUploadStore(config.DATA_DIR, config.PUBLIC_API_URL);
  const stored = await storeUploads(store, checked);
  let committed = false;
  try {
    const id = await db.transaction(async (tx) => {
      const youtubeUrl = nullableTrimmed(body.youtube_url);
      const link = nullableTrimmed(body.link);
      const componentId = await insertComponent(tx, {
        campaignId: campaign.id,
        type: type.slug,
        createdBy: user.id,
        now,
        name: (body.name ?? '').trim(),
        is_movable: body.is_movable ?? true,
        start_time: dates.start_time ?? null,
        end_time: dates.end_time ?? null,
        end_signal_send: null,
        impression_cutoff: body.impression_cutoff ?? null,
        daily_impression_cap: body.daily_impression_cap ?? null,
        keyword: nullableTrimmed(body.keyword),
        youtube_url: youtubeUrl,
        description: body.description ?? '',
        video_file: type.slug === COMPONENT_TYPE.fullscreenVideo ? (stored.imageUrl ?? null) : null,
        widget_upload: stored.widget?.indexUrl ?? null,
      });
      const versionConfig: Record<string, unknown> = { ...clientConfig(body.config) };
      if (
        (type.slug === COMPONENT_TYPE.chatBot || type.slug === COMPONENT_TYPE.chatBotCommand) &&
        (versionConfig.message_interval ?? '') === ''
      ) {
        versionConfig.message_interval = DEFAULT_MESSAGE_INTERVAL;
      }
      if (stored.widget) versionConfig.widget_root = 'index.html';
      if (type.slug === COMPONENT_TYPE.conversionPopup) versionConfig.shop = body.shop?.trim();
      if (type.slug === COMPONENT_TYPE.watchParty) {
        versionConfig.watch_party_id = await insertWatchParty(tx, {
          campaignId: campaign.id,
          componentId,
          game: typeof versionConfig.game === 'string' ? versionConfig.game : '',
          apiKey: randomBytes(16).toString('hex'),
          source: youtubeUrl ?? link,
          now,
        });
      }
      const message = body.message == null || body.message.trim() === '' ? null : body.message;
      await insertVersion(tx, componentId, newContentId(), { image: stored.imageUrl ?? null, message, link, config: versionConfig }, now);
      if (type.slug === COMPONENT_TYPE.dynamicCta) {
        const names = (body.widgets ?? DEFAULT_WIDGETS).map((n) => n.trim()).filter((n) => n !== '');
        await insertDctaWithWidgets(tx, componentId, names.length ? names : DEFAULT_WIDGETS, now);
      }
      await addComponentToLabels(tx, componentId, [...new Set(body.labels ?? [])]);
      await recordNamedEvent(tx, 'component_added', (body.name ?? '').trim(), { campaignId: campaign.id, now });
      await recordComponentActivity(tx, user.id, {
        at: now,
        campaignId: campaign.id,
        action: 'created',
        subject: (body.name ?? '').trim(),
        before: null,
        after: {
          type: componentTypeName(type.slug),
          ...componentValues(
            { name: (body.name ?? '').trim(), start_time: dates.start_time ?? null, end_time: dates.end_time ?? null },
            { image: stored.imageUrl ?? null, message, link, config: versionConfig },
          ),
        },
      });
      await syncCampaignActions(tx, campaign.id, now);
      return componentId;
    });
    committed = true;
    return await componentAnswerOf(db, id);
  } catch (error) {
    // Nothing was committed when the transaction threw; the answer's read runs after the commit.
    if (!committed) await removeUploads(store, stored);
    throw error;
  }
}
