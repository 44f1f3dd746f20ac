import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';

export const FADE_MIN_MS = 250;
export const FADE_MAX_MS = 500;

export interface FadeProps {
  children: ReactNode;
  /** Clamped to the 250–500 ms range of spec 00 §4. */
  durationMs?: number;
  className?: string;
  /** False: shown at once, with no fade (the first screen of a load, decision 770). */
  appear?: boolean;
}

/**
 * Fades its children in when mounted. Give it a `key` (e.g. the route path) to replay the fade
 * on every page change, and `appear={false}` to show the first screen of a load at once.
 */
export function Fade({ children, durationMs = FADE_MAX_MS, className, appear = true }: FadeProps) {
  const [shown, setShown] = useState(!appear);
  useEffect(() => {
    if (!appear) return;
    // One frame at opacity 0 first, otherwise the browser skips the transition.
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [appear]);
  const duration = Math.min(FADE_MAX_MS, Math.max(FADE_MIN_MS, durationMs));
  return (
    <div
      className={className}
      data-fade={shown ? 'in' : 'start'}
      style={{ opacity: shown ? 1 : 0, transition: `opacity ${duration}ms ease-in-out` }}
    >
      {children}
    </div>
  );
}
