import type { ClickEvent } from '../../modules/events/repositories/event-recording-repository.ts';
import { clickRowJson } from './click-row-json.ts';

/** A click to store, with what its webhook post names. */
export interface PendingClick {
  event: ClickEvent;
  key: string;
  target: string;
  campaignSlug: string;
  username: string;
  /** Whether the link's campaign had an active webhook at lookup (decision 612): only then is a delivery queued. */
  hasWebhooks: boolean;
}

/**
 * A journal line (decision 634): `c2`, the link id (empty without one), the campaign id, 1 when
 * the request was flagged, 1 when a webhook listens, the time in ms and the ip, tab-separated, then
 * the click's row as the clicks insert reads it (with what a webhook post names when one listens).
 * The mover reads the prefix and hands the rows to the database as they are: the event loop never
 * parses a click again. JSON escapes tabs and newlines, so the row starts after the line's last tab.
 */
const LINE_TAG = 'c2';
const PREFIX_FIELDS = 7;
/** The end of a row counted at the request (clickRow puts is_bot and flag last), and what a repeat's row ends with instead. */
export const COUNTED_END = ',"is_bot":false,"flag":null}';
export const REPEAT_END = ',"is_bot":true,"flag":"repeat"}';

export function clickLine(click: PendingClick): string {
  const e = click.event;
  // What a webhook post names goes ahead of the row; a click flagged at the request is left out of the counted ones, whatever else it says.
  const names = click.hasWebhooks
    ? `${JSON.stringify({ key: click.key, target: click.target, campaign: click.campaignSlug, username: click.username }).slice(1, -1)},`
    : '';
  const json = clickRowJson(e, Boolean(e.flag), names);
  return `${LINE_TAG}\t${e.trackingLinkId ?? ''}\t${e.campaignId}\t${e.flag ? 1 : 0}\t${click.hasWebhooks ? 1 : 0}\t${e.time.getTime()}\t${e.ipAddr}\t${json}`;
}

/** A journal line as the mover uses it. */
export interface LineClick {
  linkId: number | null;
  campaignId: number;
  flagged: boolean;
  hooks: boolean;
  time: number;
  ip: string;
  row: string;
}

/** A line of the first format (one JSON object per click) as such a line; a journal written before decision 634 is still moved. */
function fromObjectLine(line: string): LineClick {
  const click = JSON.parse(line) as PendingClick & { event: { time: string } };
  return readClickLine(clickLine({ ...click, event: { ...click.event, time: new Date(click.event.time) } }));
}

export function readClickLine(line: string): LineClick {
  if (line.startsWith('{')) return fromObjectLine(line);
  const fields: string[] = [];
  let from = 0;
  for (let i = 0; i < PREFIX_FIELDS - 1; i += 1) {
    const tab = line.indexOf('\t', from);
    if (tab === -1) throw new TypeError('A click journal line without its fields.');
    fields.push(line.slice(from, tab));
    from = tab + 1;
  }
  // The row has no tab: it starts after the last one, and the ip is all before it.
  const rowStart = line.lastIndexOf('\t') + 1;
  if (rowStart <= from) throw new TypeError('A click journal line without its fields.');
  const [tag, linkId, campaignId, flagged, hooks, time] = fields;
  const ip = line.slice(from, rowStart - 1);
  const row = line.slice(rowStart);
  const click = {
    linkId: linkId === '' ? null : Number(linkId),
    campaignId: Number(campaignId),
    flagged: flagged === '1',
    hooks: hooks === '1',
    time: Number(time),
    ip,
    row,
  };
  const whole =
    tag === LINE_TAG &&
    ip !== '' &&
    row.startsWith('{') &&
    (click.flagged || row.endsWith(COUNTED_END)) &&
    Number.isInteger(click.campaignId) &&
    Number.isInteger(click.time) &&
    (click.linkId === null || Number.isInteger(click.linkId));
  if (!whole) throw new TypeError('Not a click journal line.');
  return click;
}

/** Whether a whole line of a segment reads as a click (recovery stops at the first that does not). */
export function readsAsClick(line: string): boolean {
  // JSON escapes NUL: a line with one runs into the zeroed part of a segment (a write the crash cut short).
  if (line.includes('\0')) return false;
  try {
    JSON.parse(readClickLine(line).row);
    return true;
  } catch {
    return false;
  }
}
