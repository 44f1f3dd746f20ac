import { COMPONENT_TYPE_NAMES, isComponentType } from '@advocate/auth-and-guards/policies';
import type { Queryable } from '../../db/db.ts';
import { recordActivity } from '../activity/index.ts';
import type { ComponentFields, VersionContent } from './repositories/component-writes-repository.ts';

const FIELDS = [
  'name',
  'is_movable',
  'start_time',
  'end_time',
  'impression_cutoff',
  'daily_impression_cap',
  'keyword',
  'youtube_url',
  'description',
  'widget_upload',
] as const;

/** A component type by its name (Banner Graphics), as the activity log shows it. */
export const componentTypeName = (slug: string): string => (isComponentType(slug) ? COMPONENT_TYPE_NAMES[slug] : slug);

/** A component as the activity log keeps it: its own fields and its active version's content, times as ISO text. */
export function componentValues(fields: Partial<ComponentFields>, content: VersionContent | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of FIELDS) {
    const value = fields[key];
    if (value !== undefined) out[key] = value instanceof Date ? value.toISOString() : value;
  }
  if (content) {
    out.message = content.message;
    out.link = content.link;
    out.image = content.image;
    out.config = content.config;
  }
  return out;
}

/** Records a component action of a campaign (issue 30 part 4). */
export function recordComponentActivity(
  tx: Queryable,
  actorId: number,
  entry: {
    campaignId: number;
    /** When, by the app's clock. */
    at: Date;
    action: string;
    subject: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  },
): Promise<void> {
  return recordActivity(tx, actorId, {
    at: entry.at,
    kind: 'component',
    action: entry.action,
    place: { campaignId: entry.campaignId },
    subject: entry.subject,
    before: entry.before,
    after: entry.after,
  });
}
