import type { ClickEvent } from '../../modules/events/repositories/event-recording-repository.ts';
import { rememberLast } from '../../modules/links/remember-last.ts';

/** JSON.stringify of a string, kept for the last 1,000 strings: links, user agents and referrers repeat click after click (decision 640). */
const jsonString = rememberLast(1000, (value) => JSON.stringify(value));

const jsonNullable = (value: string | null | undefined) => (value == null ? 'null' : jsonString(value));
const jsonNumber = (value: number | null) => (value === null || !Number.isFinite(value) ? 'null' : String(value));

/** toISOString's text up to the second (`2026-11-28T04:00:00.`), for the second last asked. */
let isoSecond = Number.NaN;
let isoPrefix = '';
/** toISOString writes years from 1970 to 9999 with four digits; other times take the long way. */
const YEAR_10000 = Date.UTC(10000, 0, 1);

/** `date.toISOString()`, its text up to the second built once per second. */
function isoTime(date: Date): string {
  const ms = date.getTime();
  if (!(ms >= 0 && ms < YEAR_10000)) return date.toISOString();
  const second = Math.floor(ms / 1000);
  if (second !== isoSecond) {
    isoSecond = second;
    isoPrefix = new Date(second * 1000).toISOString().slice(0, 20);
  }
  return `${isoPrefix}${String(ms % 1000).padStart(3, '0')}Z`;
}

/**
 * `JSON.stringify(clickRow(click))`, character for character, built without the object (decision
 * 640): the redirect writes one per click, and the row's long strings (the target, the user agent)
 * are the same click after click. `isBot` overrides the click's own; `prefix` is JSON text of
 * properties put ahead of the row's (a webhook post's names), with its trailing comma.
 */
export function clickRowJson(c: ClickEvent, isBot = c.isBot, prefix = ''): string {
  return (
    `{${prefix}"time":"${isoTime(c.time)}","broadcaster_id":${jsonNumber(c.broadcasterId)},"campaign_id":${jsonNumber(c.campaignId)},` +
    `"component_id":${jsonNumber(c.componentId)},"component_type":${jsonNullable(c.componentType)},"tracking_link_id":${jsonNumber(c.trackingLinkId)},` +
    `"link":${jsonString(c.link)},"ip_addr":${JSON.stringify(c.ipAddr)},"country":${jsonNullable(c.country)},"user_agent":${jsonString(c.userAgent)},` +
    `"referrer":${jsonString(c.referrer ?? '')},"is_bot":${isBot},"flag":${jsonNullable(c.flag)}}`
  );
}
