import type { CampaignDetail, Component, ComponentConfigInput, ComponentUpdate } from '@advocate/api-client';
import { componentFormFor } from '@advocate/validation';
import type { ComponentFormContext, ComponentTypeSlug, FormRules, Rule } from '@advocate/validation';
import { messageIntervalMinutes, minutes as asMinutes, minutesToSeconds, seconds } from '@advocate/metrics-math';
import { CREATE_ONLY_FIELDS, FILE_FIELDS, fieldsOf } from './component-fields.ts';
import type { ComponentField, FileField } from './component-fields.ts';
import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';

/** A stored file (its URL) or a newly chosen one; null when there is none. */
export type FileValue = File | string | null;

/** The values of a type form: flat, dotted config keys as the rules name them, plus the `config` they make. */
export interface ComponentFormValues {
  name: string;
  start_time: string;
  end_time: string;
  impression_cutoff: string;
  daily_impression_cap: string;
  image: FileValue;
  link: string;
  message: string;
  keyword: string;
  youtube_url: string;
  description: string;
  'config.duration': string;
  'config.rotation_delay': string;
  'config.message_interval': string;
  'config.command': string;
  'config.schedule.minutes': string;
  'config.color': string;
  'config.source_keyword': string;
  'config.is_editable': boolean;
  'config.is_fulfillable': boolean;
  widget_upload: FileValue;
  widgets: string;
  shop: string;
  labels: number[];
  /** The config object the flat config fields make (the rules check `config` itself too). */
  config: ComponentConfigInput;
}

/** What a type form sends: any field of a component write, and on creation the dynamic-cta widgets. */
export type ComponentFormBody = ComponentUpdate & { widgets?: string[] };

/** The campaign settings that change a type form (spec 01 §5). */
export const formContextOf = (
  campaign: Pick<CampaignDetail, 'set_live_graphic_times' | 'keyword_links' | 'hard_coded_links'>,
): ComponentFormContext => ({
  set_live_graphic_times: campaign.set_live_graphic_times,
  keyword_links: campaign.keyword_links,
  hard_coded_links: campaign.hard_coded_links,
});

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local input value, in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as an ISO time, or null when empty. */
export function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** The interval field in minutes (spec 01 §9: 1200 s, the default, shows as 20). */
const minutesOf = (value: unknown) => String(messageIntervalMinutes(typeof value === 'number' ? seconds(value) : null));

/** The stored media of a component: the video file of a fullscreen video, else the active version's image. */
export function storedMedia(component: Component | undefined): string | null {
  if (!component) return null;
  if (component.type === COMPONENT_TYPE.fullscreenVideo && component.video_file) return component.video_file;
  return component.activeVersion?.image ?? null;
}

/** The stored widget of an advocate widget (its served address), if any. */
export const storedWidget = (component: Component | undefined): string | null => component?.widget_url ?? null;

/** A new form (defaults: message interval 20 minutes, is_fulfillable on) or one filled from a component. */
export function initialFormValues(slug: string, component?: Component): ComponentFormValues {
  const version = component?.activeVersion ?? null;
  const config = (version?.config ?? {}) as Record<string, unknown>;
  const schedule = config.schedule as { minutes?: unknown } | undefined;
  const flat = {
    name: component?.name ?? '',
    start_time: toLocalInput(component?.start_time),
    end_time: toLocalInput(component?.end_time),
    impression_cutoff: text(component?.impression_cutoff),
    daily_impression_cap: text(component?.daily_impression_cap),
    image: storedMedia(component),
    link: version?.link ?? '',
    message: version?.message ?? '',
    keyword: component?.keyword ?? '',
    youtube_url: component?.youtube_url ?? '',
    description: component?.description ?? '',
    'config.duration': text(config.duration),
    'config.rotation_delay': text(config.rotation_delay),
    'config.message_interval': minutesOf(config.message_interval),
    'config.command': text(config.command),
    'config.schedule.minutes': text(Array.isArray(schedule?.minutes) ? schedule.minutes[0] : schedule?.minutes),
    'config.color': text(config.color) || (slug === COMPONENT_TYPE.conversionPopup && !component ? '#7c3aed' : ''),
    'config.source_keyword': text(config.source_keyword),
    'config.is_editable': flag(config.is_editable, false),
    'config.is_fulfillable': flag(config.is_fulfillable, component ? false : true),
    widget_upload: storedWidget(component),
    widgets: 'Headline',
    shop: '',
    labels: [...(component?.labels ?? [])],
    config: {},
  } satisfies ComponentFormValues;
  return { ...flat, config: configOf(slug, flat) };
}

const numberOrUndefined = (value: string) => {
  if (!value.trim()) return undefined;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : undefined;
};

/** The config object of a type from its flat fields: numbers as numbers, the interval from minutes to seconds. */
export function configOf(slug: string, values: Omit<ComponentFormValues, 'config'> | ComponentFormValues): ComponentConfigInput {
  const fields = new Set(fieldsOf(slug, { keyword_links: true }));
  const config: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => {
    if (value !== undefined && value !== '') config[key] = value;
  };
  if (fields.has('config.duration')) put('duration', numberOrUndefined(values['config.duration']));
  if (fields.has('config.rotation_delay')) put('rotation_delay', numberOrUndefined(values['config.rotation_delay']));
  if (fields.has('config.message_interval')) {
    const interval = numberOrUndefined(values['config.message_interval']);
    put('message_interval', interval === undefined ? undefined : Math.round(minutesToSeconds(asMinutes(interval))));
  }
  if (fields.has('config.command')) put('command', values['config.command'].trim());
  if (fields.has('config.schedule.minutes')) {
    const minute = numberOrUndefined(values['config.schedule.minutes']);
    if (minute !== undefined) config.schedule = { minutes: minute };
  }
  if (fields.has('config.color')) put('color', values['config.color'].trim());
  if (fields.has('config.source_keyword')) put('source_keyword', values['config.source_keyword'].trim());
  if (fields.has('config.is_editable')) config.is_editable = values['config.is_editable'];
  if (fields.has('config.is_fulfillable')) config.is_fulfillable = values['config.is_fulfillable'];
  return config as ComponentConfigInput;
}

/**
 * The type's rules of libs/validation under the campaign's settings. A stored file left as it is is
 * not checked again (the server checked it when it was stored), so editing a component never fails
 * on its own stored media.
 */
export function formRulesFor(
  slug: string,
  context: ComponentFormContext,
  stored: Partial<Record<FileField, string | null>> = {},
): FormRules {
  const rules: Record<string, readonly Rule[]> = { ...componentFormFor(slug as ComponentTypeSlug, context) };
  for (const field of FILE_FIELDS) {
    const kept = stored[field];
    const own = rules[field];
    if (!kept || !own) continue;
    rules[field] = own.map(
      (rule): Rule =>
        (value, all) =>
          value === kept ? undefined : rule(value, all),
    );
  }
  return rules;
}

const trimmedOrNull = (value: string) => (value.trim() ? value.trim() : null);

/** The request body of a type form: only the type's fields, in the API's types (spec 01 §7 Create components). */
export function componentBody(
  slug: string,
  values: ComponentFormValues,
  context: ComponentFormContext,
  mode: 'create' | 'edit',
): ComponentFormBody & { name: string } {
  const fields = fieldsOf(slug, context).filter((field) => mode === 'create' || !CREATE_ONLY_FIELDS.includes(field));
  const body: ComponentFormBody & { name: string } = {
    name: values.name.trim(),
    start_time: fromLocalInput(values.start_time),
    end_time: fromLocalInput(values.end_time),
  };
  const has = (field: ComponentField) => fields.includes(field);
  if (has('impression_cutoff')) body.impression_cutoff = numberOrUndefined(values.impression_cutoff) ?? null;
  if (has('daily_impression_cap')) body.daily_impression_cap = numberOrUndefined(values.daily_impression_cap) ?? null;
  if (has('link')) body.link = trimmedOrNull(values.link);
  if (has('message')) body.message = trimmedOrNull(values.message);
  if (has('keyword')) body.keyword = trimmedOrNull(values.keyword);
  if (has('youtube_url')) body.youtube_url = trimmedOrNull(values.youtube_url);
  if (has('description')) body.description = values.description.trim();
  if (fields.some((field) => field.startsWith('config.'))) body.config = configOf(slug, values);
  for (const field of FILE_FIELDS) {
    if (!has(field)) continue;
    const value = values[field];
    // A stored file is kept by leaving it out; a new one is sent; null clears a stored one.
    if (value === null || typeof value !== 'string') body[field] = value;
  }
  if (has('widgets')) {
    const names = values.widgets
      .split('\n')
      .map((name) => name.trim())
      .filter(Boolean);
    body.widgets = names.length > 0 ? names : ['Headline'];
  }
  if (has('shop')) body.shop = values.shop;
  if (mode === 'create') {
    body.labels = [...values.labels];
    if (body.image === null) delete body.image;
    if (body.widget_upload === null) delete body.widget_upload;
  }
  return body;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** PATCH sends only what the edit changed (a version is made only when content changes, spec 01 §4). */
export function changedBody(before: ComponentFormBody, after: ComponentFormBody): ComponentFormBody {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    const previous = (before as Record<string, unknown>)[key];
    if (value instanceof Blob || !same(previous, value)) changed[key] = value;
  }
  return changed as ComponentFormBody;
}
