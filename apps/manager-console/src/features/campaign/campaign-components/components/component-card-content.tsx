import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';
import type { Component } from '@advocate/api-client';
import { messageIntervalMinutes, seconds } from '@advocate/metrics-math';
import { DctaForm } from '../dcta/dcta-form.tsx';
import { CHATBOT_TYPES } from '../lib/component-fields.ts';
import { componentsTexts } from '../components-texts.ts';
import { MediaPreview, WidgetFrame } from './component-media.tsx';

/** A stored interval in seconds, or none (then the default of spec 01 §9 shows). */
const intervalOf = (value: unknown) => (typeof value === 'number' ? seconds(value) : null);

/** The media a card previews: a video's file, else the active version's image; none for a dynamic call to action. */
function mediaOf(component: Component): string | null {
  const version = component.activeVersion;
  // A dynamic call to action's graphic shows in its own form (DctaForm), rendered with its texts.
  if (component.type === COMPONENT_TYPE.dynamicCta) return null;
  if (component.type === COMPONENT_TYPE.fullscreenVideo) return component.video_file ?? version?.image ?? null;
  return version?.image ?? null;
}

/** What the card shows of its type (spec 01 §2): media, video link, command, message, interval, link, widget, DCTA form. */
export function ComponentCardContent({ component, canEdit }: { component: Component; canEdit: boolean }) {
  const version = component.activeVersion;
  const media = mediaOf(component);
  return (
    <div className="mt-3 space-y-2">
      {media ? <MediaPreview src={media} alt={component.name} /> : null}
      {component.type === COMPONENT_TYPE.fullscreenVideo && component.youtube_url ? (
        <a href={component.youtube_url} target="_blank" rel="noreferrer" className="text-sm text-primary-700 underline">
          {componentsTexts.watchOnYoutube}
        </a>
      ) : null}
      {component.type === COMPONENT_TYPE.chatBotCommand && typeof version?.config.command === 'string' ? (
        <p className="font-mono text-sm text-secondary">{version.config.command}</p>
      ) : null}
      {version?.message ? <p className="whitespace-pre-wrap break-words text-sm text-secondary">{version.message}</p> : null}
      {CHATBOT_TYPES.includes(component.type) ? (
        <p className="text-xs text-gray-600">
          {componentsTexts.interval(messageIntervalMinutes(intervalOf(version?.config.message_interval)))}
        </p>
      ) : null}
      {version?.link ? <p className="break-all text-xs text-gray-600">{version.link}</p> : null}
      {component.type === COMPONENT_TYPE.advocateWidget && component.widget_url ? (
        <WidgetFrame src={component.widget_url} name={component.name} />
      ) : null}
      {component.type === COMPONENT_TYPE.dynamicCta ? <DctaForm component={component} canEdit={canEdit} /> : null}
    </div>
  );
}
