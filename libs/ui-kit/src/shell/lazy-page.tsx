import { Suspense, lazy } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { LoadingBar } from '../feedback/loading-bar.tsx';

/**
 * A routed page loaded on its first render, from its own chunk (decision 241). The loader answers
 * the component itself, so pages keep named exports and their tests import them directly.
 * @example const DashboardPage = lazyPage(() => import('./dashboard-page.tsx').then((m) => m.DashboardPage));
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: await load() }));
}

/** Holds the page area while a lazy page's chunk loads; the shell around it stays. */
export function PageSuspense({ children, fallback = <LoadingBar label="Loading" /> }: { children: ReactNode; fallback?: ReactNode }) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
