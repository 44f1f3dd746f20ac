import { hasDate, toMillis, type DateInput } from './instant.ts';

/** Component fields that decide its lifecycle (spec 01 §3). */
export interface ComponentLifecycle {
  is_ready: boolean;
  end_time?: DateInput | null;
}

/**
 * A component has ended once its end_time is reached; ended components offer reactivate (spec 01 §4).
 * @example isComponentEnded({ is_ready: true, end_time: '2024-03-01T00:00Z' }, '2024-03-02T00:00Z') // true
 */
export function isComponentEnded(component: ComponentLifecycle, now: DateInput): boolean {
  return hasDate(component.end_time) && toMillis(component.end_time) <= toMillis(now);
}

/**
 * Status line of a component card (spec 01 §4): 'component pending' when not ready and not
 * ended, 'component ended' when not ready and ended, none when ready.
 * @example componentStatusText({ is_ready: false, end_time: null }, now) // 'component pending'
 */
export function componentStatusText(component: ComponentLifecycle, now: DateInput): 'component pending' | 'component ended' | null {
  if (component.is_ready) return null;
  return isComponentEnded(component, now) ? 'component ended' : 'component pending';
}
