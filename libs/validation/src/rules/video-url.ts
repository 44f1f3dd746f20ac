import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import type { Rule } from '../types.ts';
import { isEmpty } from '../values.ts';

const ID = String.raw`[\w-]{${limits.youtubeIdLength}}`;
/** Where an id ends: the end, or a query, fragment or extra parameter. */
const END = String.raw`(?:[?&#]\S*)?$`;
const SCHEME = String.raw`^(?:https?://)?`;

const YOUTUBE = [
  new RegExp(`${SCHEME}(?:www\\.|m\\.)?youtube\\.com/watch\\?(?:\\S*&)?v=${ID}(?:&\\S*)?(?:#\\S*)?$`, 'i'),
  new RegExp(`${SCHEME}(?:www\\.|m\\.)?youtube(?:-nocookie)?\\.com/(?:embed|v|shorts|live)/${ID}/?${END}`, 'i'),
  new RegExp(`${SCHEME}youtu\\.be/${ID}/?${END}`, 'i'),
];
const VIMEO = [
  new RegExp(`${SCHEME}(?:www\\.)?vimeo\\.com/(?:channels/[\\w-]+/|groups/[\\w-]+/videos/)?\\d+(?:/[\\da-f]+)?/?${END}`, 'i'),
  new RegExp(`${SCHEME}player\\.vimeo\\.com/video/\\d+/?${END}`, 'i'),
];

/**
 * Spec 00 §5: a YouTube address with an 11-character video id, or a Vimeo video address, else
 * 'Must be a valid Vimeo or Youtube URL'. The scheme may be left out. Empty passes.
 */
export const videoUrl: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  if (typeof value !== 'string') return messages.videoUrl;
  const text = value.trim();
  return [...YOUTUBE, ...VIMEO].some((pattern) => pattern.test(text)) ? undefined : messages.videoUrl;
};
