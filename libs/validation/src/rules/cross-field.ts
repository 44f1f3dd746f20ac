import { messages } from '../messages.ts';
import type { Rule } from '../types.ts';
import { getPath, isEmpty } from '../values.ts';

/** The value equals the value of `otherField` (confirm password). Empty passes (pair with `required`). */
export function matchesField(otherField: string, message: string = messages.passwordsDontMatch): Rule {
  return (value, allValues) => {
    if (isEmpty(value)) return undefined;
    return value === getPath(allValues, otherField) ? undefined : message;
  };
}

/**
 * Exactly one of this field and `otherField` is filled. Spec 01 §5 fullscreen video:
 * 'You must add at least a youtube url or video file, but not both'.
 */
export function exactlyOneOf(otherField: string, message: string = messages.videoSourceExclusive): Rule {
  return (value, allValues) => {
    const mine = !isEmpty(value);
    const theirs = !isEmpty(getPath(allValues, otherField));
    return mine !== theirs ? undefined : message;
  };
}

/**
 * Spec 02 §5, on the preferred-notification field (codes E, S, D; one code or a list of codes):
 * S without a phone number → 'You must add a phone number'; D without a connected Discord →
 * 'You must connect your discord account' (decision 103).
 */
export function notificationChannelConnected(phoneField = 'phone_number', discordField = 'discord'): Rule {
  return (value, allValues) => {
    const codes = Array.isArray(value) ? value : [value];
    if (codes.includes('S') && isEmpty(getPath(allValues, phoneField))) return messages.phoneRequired;
    if (codes.includes('D') && isEmpty(getPath(allValues, discordField))) return messages.discordRequired;
    return undefined;
  };
}
