import { secondsToMinutes, seconds, type Minutes, type Seconds } from './units.ts';

/** Default chatbot message interval (spec 01 §9, 02 §9). */
export const DEFAULT_CHATBOT_MESSAGE_INTERVAL: Seconds = seconds(1200);

/**
 * A chatbot component's message interval as shown, in minutes; the default when unset.
 * @example messageIntervalMinutes(null) // 20
 */
export function messageIntervalMinutes(interval: Seconds | null | undefined): Minutes {
  const value =
    interval !== null && interval !== undefined && Number.isFinite(interval) && interval > 0 ? interval : DEFAULT_CHATBOT_MESSAGE_INTERVAL;
  return secondsToMinutes(value);
}
