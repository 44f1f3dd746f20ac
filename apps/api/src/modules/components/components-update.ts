import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';
import { componentFormFor, messages, type FileLike } from '@advocate/validation';
import type { AppContext } from '../../context/app-context.ts';
import type { Queryable } from '../../db/db.ts';
import { badRequest, notFound } from '../../errors.ts';
import {
  activeVersionOf,
  componentCampaignSettings,
  insertVersion,
  lockComponent,
  markComponentDeleted,
  setComponentLabels,
  updateComponentFields,
  updateVersionContent,
  updateWatchPartyOf,
  versionOf,
  type ComponentFields,
  type LockedComponent,
  type VersionContent,
  type VersionRow,
} from './repositories/component-writes-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { requireManager, sameJson } from '../shared/index.ts';
import { syncCampaignActions } from '../broadcaster-actions/index.ts';
import { recordNamedEvent } from '../campaigns/index.ts';
import { componentTypeName, componentValues, recordComponentActivity } from './component-activity.ts';
import { labelErrors, newContentId, openCampaign, shopErrors } from './components-create.ts';
import {
  clientConfig,
  formErrors,
  nullableTrimmed,
  readComponentDates,
  serverConfig,
  typeFieldErrors,
  type ComponentBody,
} from './components-input.ts';
import {
  checkUploads,
  fileLikeOf,
  linkedFileErrors,
  removeUploads,
  storeUploads,
  widgetFolderOf,
  type ComponentUploads,
  type StoredUploads,
} from './components-media.ts';
import { componentAnswerOf, type ComponentAnswer } from './components-service.ts';
import { followDailyCapChange } from '../overlay/index.ts';
import { localUploadStore, type UploadStore } from '../uploads/index.ts';

const CONTENT_FIELDS = ['image', 'message', 'link', 'config'] as const;
const EMPTY: VersionContent = { image: null, message: null, link: null, config: {} };

/** The component's fields after the body's changes. */
function mergeFields(
  current: LockedComponent,
  body: ComponentBody,
  dates: { start_time?: Date | null; end_time?: Date | null },
): ComponentFields {
  const pick = <K extends keyof ComponentFields>(key: K, value: ComponentFields[K] | undefined) =>
    value === undefined ? current[key] : value;
  return {
    name: pick('name', body.name?.trim()),
    is_movable: pick('is_movable', body.is_movable),
    start_time: pick('start_time', dates.start_time),
    end_time: pick('end_time', dates.end_time),
    end_signal_send: body.end_signal_send === null ? null : current.end_signal_send,
    impression_cutoff: pick('impression_cutoff', body.impression_cutoff),
    daily_impression_cap: pick('daily_impression_cap', body.daily_impression_cap),
    keyword: body.keyword === undefined ? current.keyword : nullableTrimmed(body.keyword),
    youtube_url: body.youtube_url === undefined ? current.youtube_url : nullableTrimmed(body.youtube_url),
    description: body.description === undefined ? current.description : (body.description ?? ''),
    video_file: current.video_file,
    widget_upload: current.widget_upload,
  };
}

/** The version content after the body's changes (the server's config keys are kept). */
function mergeContent(active: VersionContent, body: ComponentBody, imageUrl: string | null | undefined): VersionContent {
  const config = body.config === undefined ? { ...active.config } : { ...clientConfig(body.config), ...serverConfig(active.config) };
  if (body.shop != null) config.shop = body.shop.trim();
  return {
    image: imageUrl !== undefined ? imageUrl : body.image === null ? null : active.image,
    message: body.message === undefined ? active.message : body.message === null || body.message.trim() === '' ? null : body.message,
    link: body.link === undefined ? active.link : nullableTrimmed(body.link),
    config,
  };
}

const contentChanged = (a: VersionContent, b: VersionContent) =>
  a.image !== b.image || a.message !== b.message || a.link !== b.link || !sameJson(a.config, b.config);

/** Writes the version side of an update: reactivation, a new version, or an edit in place (spec 01 §2, §4). */
async function writeVersion(
  tx: Queryable,
  component: LockedComponent,
  active: VersionRow | undefined,
  next: VersionContent,
  reactivate: VersionRow | undefined,
  now: Date,
): Promise<void> {
  if (reactivate) {
    // The same content id: the history shows the content once, at its newest place.
    await insertVersion(tx, component.id, reactivate.content_id, reactivate, now);
  } else if (!active) {
    await insertVersion(tx, component.id, newContentId(), next, now);
  } else if (contentChanged(active, next)) {
    if (component.is_versioned) await insertVersion(tx, component.id, newContentId(), next, now);
    else await updateVersionContent(tx, active.id, next);
  }
}

/** Files the committed update no longer uses (an edited non-versioned component's media, a replaced widget). */
function replacedFiles(
  component: LockedComponent,
  active: VersionRow | undefined,
  next: VersionContent,
  fields: ComponentFields,
): { files: string[]; folders: string[] } {
  const files = !component.is_versioned && active?.image && active.image !== next.image ? [active.image] : [];
  const folders =
    component.widget_upload?.endsWith('/index.html') && component.widget_upload !== fields.widget_upload
      ? [widgetFolderOf(component.widget_upload)]
      : [];
  return { files, folders };
}

/**
 * PATCH components/{id}/ (spec 01 §7 Update components/{id}; contract 1): partial; for versioned
 * types a content change makes a new version and `reactivated_version_id` copies an older one with
 * its content id; other types are edited in place; `end_time` archives, `end_time: null,
 * end_signal_send: null` reactivates. One transaction with the event and the action reconciliation;
 * stored files of a failed update are removed again.
 */
export async function updateComponent(
  ctx: AppContext,
  user: UserRow,
  id: number,
  body: ComponentBody,
  uploads: ComponentUploads,
): Promise<ComponentAnswer> {
  const { db, config } = ctx;
  const now = ctx.now();
  requireManager(user);
  const store = localUploadStore(config.DATA_DIR, config.PUBLIC_API_URL);
  let stored: StoredUploads = {};
  let replaced: { files: string[]; folders: string[] } = { files: [], folders: [] };
  try {
    await db.transaction(async (tx) => {
      const component = await lockComponent(tx, id);
      if (!component) throw notFound();
      const campaign = await openCampaign(tx, user, component.campaign_slug, now);
      const rules = componentFormFor(
        component.type as Parameters<typeof componentFormFor>[0],
        await componentCampaignSettings(tx, campaign.id),
      );
      const active = await activeVersionOf(tx, id);
      const reactivate = body.reactivated_version_id === undefined ? undefined : await versionOf(tx, id, body.reactivated_version_id);

      const { checked, errors: uploadErrors } = checkUploads(component.type, rules, uploads);
      const { dates, errors: dateErrors } = readComponentDates(body);
      const fields = mergeFields(component, body, dates);
      const next = mergeContent(active ?? EMPTY, body, checked.image ? 'pending' : undefined);
      const touched = new Set<string>([...Object.keys(body), ...Object.keys(uploads)]);
      // A stored file sent back by its address is no change to check.
      if (!uploads.image && typeof body.image === 'string' && body.image === active?.image) touched.delete('image');
      if (!uploads.widget_upload && typeof body.widget_upload === 'string' && body.widget_upload === component.widget_upload)
        touched.delete('widget_upload');
      const values = {
        ...fields,
        ...next,
        image: checked.image ? fileLikeOf(checked.image.kind) : next.image,
        widget_upload: checked.widget
          ? fileLikeOf('zip')
          : body.widget_upload === null || !fields.widget_upload
            ? null
            : ({ name: 'stored.zip' } satisfies FileLike),
      };
      const errors: Record<string, string[]> = {
        ...formErrors(rules, values, touched),
        ...typeFieldErrors(component.type, body, component.is_versioned, false),
        ...(component.type === COMPONENT_TYPE.conversionPopup && body.shop !== undefined
          ? await shopErrors(tx, campaign.id, body.shop, false)
          : {}),
        ...(await labelErrors(tx, campaign.id, body.labels)),
        ...dateErrors,
        ...linkedFileErrors(rules, body, { image: active?.image ?? null, widget_upload: component.widget_upload }),
        ...uploadErrors,
      };
      // A whole form sent back may name the campaign and type; neither can change.
      if (body.campaign !== undefined && body.campaign !== component.campaign_slug) errors.campaign = [messages.invalidComponentField];
      if (body.type !== undefined && body.type !== component.type) errors.type = [messages.invalidComponentType];
      if (body.reactivated_version_id !== undefined && component.is_versioned) {
        if (!reactivate) errors.reactivated_version_id = [messages.unknownPk(body.reactivated_version_id)];
        for (const field of CONTENT_FIELDS) if (touched.has(field)) errors[field] = [messages.invalidComponentField];
      }
      if (Object.keys(errors).length > 0) throw badRequest(errors);

      stored = await storeUploads(store, checked);
      if (stored.imageUrl) next.image = stored.imageUrl;
      if (stored.widget) fields.widget_upload = stored.widget.indexUrl;
      if (body.widget_upload === null) fields.widget_upload = null;
      if (component.type === COMPONENT_TYPE.fullscreenVideo) fields.video_file = reactivate ? reactivate.image : next.image;
      await updateComponentFields(tx, id, fields, now);
      await writeVersion(tx, component, active, next, reactivate, now);
      if (body.labels !== undefined) await setComponentLabels(tx, id, [...new Set(body.labels ?? [])]);
      if (component.type === COMPONENT_TYPE.watchParty) {
        await updateWatchPartyOf(tx, id, {
          game: typeof next.config.game === 'string' ? next.config.game : '',
          source: fields.youtube_url ?? next.link,
        });
      }
      const archived = fields.end_time !== null && fields.end_time <= now && !(component.end_time !== null && component.end_time <= now);
      await recordNamedEvent(tx, archived ? 'component_archived' : 'component_updated', fields.name, { campaignId: campaign.id, now });
      await recordComponentActivity(tx, user.id, {
        at: now,
        campaignId: campaign.id,
        action: reactivate ? 'version_reactivated' : archived ? 'archived' : 'updated',
        subject: fields.name,
        before: componentValues(component, active ?? null),
        after: componentValues(fields, reactivate ?? next),
      });
      // A raised (or lowered) daily cap takes effect at once, not at the 00:00 UTC reset (decision 615).
      if (fields.daily_impression_cap !== component.daily_impression_cap) await followDailyCapChange(tx, now, { componentId: id });
      await syncCampaignActions(tx, campaign.id, now);
      replaced = replacedFiles(component, active, next, fields);
    });
  } catch (error) {
    await removeUploads(store, stored);
    throw error;
  }
  await removeReplaced(store, replaced);
  return componentAnswerOf(db, id);
}

/** After the commit: a file left behind is only wasted space, never a failed save. */
async function removeReplaced(store: UploadStore, replaced: { files: string[]; folders: string[] }): Promise<void> {
  for (const url of replaced.files) await store.remove(url).catch(() => undefined);
  for (const url of replaced.folders) await store.removeFolder(url).catch(() => undefined);
}

/**
 * DELETE components/{id}/ (spec 01 §7 Delete components with an archive option): marks the component
 * deleted, or with `archive` ends it now (an end already past is kept; a start not reached yet is
 * cleared, decision 414). One transaction with the event and the action reconciliation.
 */
export async function deleteComponent(ctx: AppContext, user: UserRow, id: number, archive: boolean): Promise<void> {
  const { db } = ctx;
  const now = ctx.now();
  requireManager(user);
  await db.transaction(async (tx) => {
    const component = await lockComponent(tx, id);
    if (!component) throw notFound();
    const campaign = await openCampaign(tx, user, component.campaign_slug, now);
    if (archive) {
      const end = component.end_time !== null && component.end_time <= now ? component.end_time : now;
      const start = component.start_time !== null && component.start_time >= end ? null : component.start_time;
      await updateComponentFields(tx, id, { ...component, start_time: start, end_time: end }, now);
      await recordNamedEvent(tx, 'component_archived', component.name, { campaignId: campaign.id, now });
      await recordComponentActivity(tx, user.id, {
        at: now,
        campaignId: campaign.id,
        action: 'archived',
        subject: component.name,
        before: componentValues({ start_time: component.start_time, end_time: component.end_time }, null),
        after: componentValues({ start_time: start, end_time: end }, null),
      });
    } else {
      await markComponentDeleted(tx, id, now);
      await recordNamedEvent(tx, 'component_deleted', component.name, { campaignId: campaign.id, now });
      await recordComponentActivity(tx, user.id, {
        at: now,
        campaignId: campaign.id,
        action: 'deleted',
        subject: component.name,
        before: { type: componentTypeName(component.type), ...componentValues(component, null) },
        after: null,
      });
    }
    await syncCampaignActions(tx, campaign.id, now);
  });
}
