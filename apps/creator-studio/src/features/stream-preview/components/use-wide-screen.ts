import { useEffect, useState } from 'react';

/** Narrower windows get the desktop-only message (decision 464): the canvas and its sidebar need the room. */
export const DESKTOP_MIN_WIDTH_PX = 1024;

/** Whether the window is at least `minWidth` pixels wide, following resizes. */
export function useWideScreen(minWidth = DESKTOP_MIN_WIDTH_PX): boolean {
  const [wide, setWide] = useState(() => typeof window === 'undefined' || window.innerWidth >= minWidth);
  useEffect(() => {
    const onResize = () => setWide(window.innerWidth >= minWidth);
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [minWidth]);
  return wide;
}

/** The rendered width of an element, following its resizes (0 until measured, and where ResizeObserver is missing). */
export function useElementWidth<E extends HTMLElement>(element: E | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
