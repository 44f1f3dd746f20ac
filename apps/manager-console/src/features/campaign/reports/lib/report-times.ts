import { toLocalInput } from '../../../../shared/local-datetime/index.ts';

export { fromLocalInput, toLocalInput } from '../../../../shared/local-datetime/index.ts';

/**
 * The range a new report starts with (decision 601): the campaign's start, to its end once it has
 * ended, else to the next whole minute from now, so everything recorded so far is in it.
 */
export function defaultRange(
  campaign: { start_date: string; end_date: string | null },
  now: Date,
): { start_time: string; end_time: string } {
  const end =
    campaign.end_date && new Date(campaign.end_date) < now
      ? new Date(campaign.end_date)
      : new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 60_000);
  return { start_time: toLocalInput(campaign.start_date), end_time: toLocalInput(end) };
}

/** A date and time as the list shows it, in the reader's locale. */
export function formatWhen(value: string): string {
  return new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
