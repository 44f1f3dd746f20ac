import { useEffect, useReducer, useRef } from 'react';

/** Spec 02 §2, §9: a completed action first shows as done (500 ms), then collapses out (1500 ms). */
export const COMPLETED_MS = 500;
export const COLLAPSE_MS = 1500;

/** 'shown' while in the list; 'done' then 'leaving' once it has left it, before it is gone. */
export type ExitPhase = 'shown' | 'done' | 'leaving';

export interface ExitingItem<T> {
  item: T;
  phase: ExitPhase;
}

/** Whether the person asked their system for less motion (then items leave at once). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

interface Leaving<T> {
  item: T;
  index: number;
  phase: 'done' | 'leaving';
}

/**
 * The list to draw: `items` plus those that just left it, kept where they were while they animate
 * out ('done' for COMPLETED_MS, then 'leaving' for COLLAPSE_MS). An item that comes back stops
 * leaving. With `reduceMotion` nothing lingers.
 */
export function useExitAnimation<T extends { id: number }>(items: readonly T[] | undefined, reduceMotion: boolean): ExitingItem<T>[] {
  const previous = useRef<readonly T[] | undefined>(undefined);
  const leaving = useRef(new Map<number, Leaving<T> & { timers: ReturnType<typeof setTimeout>[] }>());
  const [, redraw] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    const before = previous.current;
    previous.current = items;
    if (!items) return;
    const present = new Set(items.map((item) => item.id));
    const stop = (id: number) => {
      leaving.current.get(id)?.timers.forEach(clearTimeout);
      leaving.current.delete(id);
    };
    let changed = false;
    for (const id of [...leaving.current.keys()]) {
      if (present.has(id) || reduceMotion) {
        stop(id);
        changed = true;
      }
    }
    if (!reduceMotion && before) {
      before.forEach((item, index) => {
        if (present.has(item.id) || leaving.current.has(item.id)) return;
        const entry = { item, index, phase: 'done' as Leaving<T>['phase'], timers: [] as ReturnType<typeof setTimeout>[] };
        entry.timers.push(
          setTimeout(() => {
            entry.phase = 'leaving';
            redraw();
          }, COMPLETED_MS),
          setTimeout(() => {
            leaving.current.delete(item.id);
            redraw();
          }, COMPLETED_MS + COLLAPSE_MS),
        );
        leaving.current.set(item.id, entry);
        changed = true;
      });
    }
    if (changed) redraw();
  }, [items, reduceMotion]);

  useEffect(() => {
    const all = leaving.current;
    return () => all.forEach((entry) => entry.timers.forEach(clearTimeout));
  }, []);

  const shown: ExitingItem<T>[] = (items ?? []).map((item) => ({ item, phase: 'shown' as const }));
  [...leaving.current.values()]
    .sort((a, b) => a.index - b.index)
    .forEach(({ item, index, phase }) => shown.splice(Math.min(index, shown.length), 0, { item, phase }));
  return shown;
}
