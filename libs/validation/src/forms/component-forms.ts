import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { oneOf } from '../rules/choices.ts';
import { chatCommand } from '../rules/chat-command.ts';
import { exactlyOneOf } from '../rules/cross-field.ts';
import { endAfterStart } from '../rules/dates.ts';
import { duration } from '../rules/duration.ts';
import { conversionPopupFile, imageFile, liveGraphicFile, movieFile, widgetFile } from '../rules/files.ts';
import { maxLength } from '../rules/lengths.ts';
import { noManualLinks, url, urlProtocol } from '../rules/links.ts';
import { between, minValue } from '../rules/numbers.ts';
import { required } from '../rules/required.ts';
import { noDash, sourceKeyword } from '../rules/text-formats.ts';
import { tweetUrl } from '../rules/twitter.ts';
import { videoUrl } from '../rules/video-url.ts';
import type { FormRules, Rule } from '../types.ts';
import { nameRules } from './team-forms.ts';

/** Component type slugs of spec 01 §3. */
export const componentTypeSlugs = [
  'live-graphics',
  'banner-graphics',
  'twitch-chat-bot',
  'twitch-chat-bot-command',
  'suggested-tweet',
  'suggested-retweet',
  'fullscreen-video',
  'custom-link',
  'advocate-widget',
  'conversion-popup',
  'watch-party',
  'dynamic-cta',
] as const;
export type ComponentTypeSlug = (typeof componentTypeSlugs)[number];

/** The campaign settings that change a component form (spec 01 §5), named as on the campaign. */
export interface ComponentFormContext {
  /** Live graphics need their config (duration, rotation delay) when the campaign sets live graphic times. */
  set_live_graphic_times?: boolean;
  /** Suggested tweets need a keyword without '-' when keyword links are on. */
  keyword_links?: boolean;
  /** Chat-bot messages may contain links typed by hand when hard coded links are allowed. */
  hard_coded_links?: boolean;
}

/** Spec 01 §8 'Not a valid component type'. */
export const componentType: Rule = oneOf(componentTypeSlugs, messages.invalidComponentType);

/** Spec 01 §2 'Add New Component' modal: a type must be chosen among the known ones. */
export const addComponentForm = {
  type: [required, componentType],
} as const satisfies FormRules;

/** Spec 01 §5, all types: name required plus a bound; start_time before end_time; numbers not below 0. */
const base = {
  name: nameRules,
  end_time: [endAfterStart('start_time')],
  impression_cutoff: [minValue(0)],
  daily_impression_cap: [minValue(0)],
  'config.schedule.minutes': [between(limits.scheduleMinuteMin, limits.scheduleMinuteMax)],
} as const satisfies FormRules;

/** Spec 01 §5 link rules: required, then the two link-format checks. */
const linkRules = [required, url, urlProtocol] as const;

function chatMessageRules(context: ComponentFormContext): Rule[] {
  return context.hard_coded_links ? [required] : [required, noManualLinks];
}

/** Rules of one component type's form under a campaign's settings (spec 01 §5). */
export function componentFormFor(slug: ComponentTypeSlug, context: ComponentFormContext = {}): FormRules {
  switch (slug) {
    case 'live-graphics':
      return {
        ...base,
        image: [required, liveGraphicFile],
        ...(context.set_live_graphic_times
          ? { config: [required], 'config.duration': [required, duration], 'config.rotation_delay': [minValue(0)] }
          : {}),
      };
    case 'banner-graphics':
      return { ...base, image: [required, imageFile], link: linkRules };
    case 'suggested-tweet':
      return {
        ...base,
        message: [required, maxLength(limits.tweetMaxLength)],
        image: [imageFile],
        ...(context.keyword_links ? { keyword: [required, noDash] } : {}),
      };
    case 'suggested-retweet':
      return { ...base, message: [required, tweetUrl] };
    case 'twitch-chat-bot':
      return { ...base, message: chatMessageRules(context), 'config.message_interval': [minValue(0)] };
    case 'twitch-chat-bot-command':
      return {
        ...base,
        message: chatMessageRules(context),
        config: [required],
        'config.command': [required, chatCommand],
        'config.message_interval': [minValue(0)],
      };
    case 'fullscreen-video':
      // The video file travels in `image`, the media field of every component version.
      return { ...base, youtube_url: [exactlyOneOf('image'), videoUrl], image: [movieFile] };
    case 'custom-link':
      return { ...base, link: linkRules, 'config.source_keyword': [sourceKeyword] };
    case 'advocate-widget':
      return { ...base, widget_upload: [required, widgetFile] };
    case 'conversion-popup':
      return { ...base, image: [conversionPopupFile] };
    case 'watch-party':
    case 'dynamic-cta':
      return { ...base };
  }
}

/** Every type's form under a campaign with none of the optional settings on. */
export const componentForms: Readonly<Record<ComponentTypeSlug, FormRules>> = Object.fromEntries(
  componentTypeSlugs.map((slug) => [slug, componentFormFor(slug)]),
) as Record<ComponentTypeSlug, FormRules>;
