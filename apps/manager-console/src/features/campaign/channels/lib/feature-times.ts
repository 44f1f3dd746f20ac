import { toLocalInput } from '../../../../shared/local-datetime/index.ts';

export { fromLocalInput, toLocalInput } from '../../../../shared/local-datetime/index.ts';

/** The next whole hour from `now`, as a datetime-local value (the form's default start). */
export function nextHourInput(now: Date): string {
  const d = new Date(now);
  d.setMinutes(0, 0, 0);
  d.setHours(d.getHours() + 1);
  return toLocalInput(d);
}
