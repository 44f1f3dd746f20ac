import type { DominanceFinding, RateFinding } from './repositories/traffic-detection-repository.ts';

const figure = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });
const percent = (part: number, whole: number) => `${Math.round((100 * part) / whole)}%`;
/** A user agent is shown whole up to this many characters (they can be long). */
const AGENT_SHOWN = 120;

/**
 * (a) The reason of a click-rate flag, with the day's figures and the median of the campaign's other
 * channels (decision 841); a day live with no viewers says so (decision 842).
 */
export function rateReason(f: RateFinding): string {
  if (f.rate === null) return `${figure(f.clicks)} clicks on ${f.day} while the channel was live with no viewers (0 viewable hours)`;
  const others = `the campaign's other ${figure(f.others)} channels`;
  const ratio =
    f.median !== null && f.median > 0
      ? `${figure(f.rate / f.median)}x the median of ${others} (${figure(f.median)})`
      : `the median of ${others} being 0`;
  return `${figure(f.clicks)} clicks in ${figure(f.hours)} viewable hours on ${f.day}: ${figure(f.rate)} an hour, ${ratio}`;
}

/** How a dominance reason shows its value (an address, or a user agent cut to AGENT_SHOWN characters). */
export const shownValue = (value: string) => (value.length > AGENT_SHOWN ? `${value.slice(0, AGENT_SHOWN)}…` : value || '(empty)');

/** (b) The reason of a dominance flag: which value made what share of the day's counted clicks. */
export function dominanceReason(by: 'address' | 'user agent', f: DominanceFinding): string {
  const value = shownValue(f.value);
  return `One ${by} (${value}) made ${figure(f.clicks)} of the channel's ${figure(f.total)} counted clicks on ${f.day} (${percent(f.clicks, f.total)})`;
}

/** (c) The reason of an offline-clicks flag. */
export function offlineReason(f: { day: string; clicks: number }): string {
  return `${figure(f.clicks)} clicks on live-only components while the channel was offline on ${f.day}`;
}
