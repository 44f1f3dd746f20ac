import { Suspense, isValidElement, lazy } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { LoadingBar } from '../feedback/loading-bar.tsx';

/** A lazy page that can also be asked to fetch its chunk ahead of its first render. */
export type LazyPage<Props extends object> = LazyExoticComponent<ComponentType<Props>> & { preload(): Promise<unknown> };

/**
 * A routed page loaded on its first render, from its own chunk (decision 241). The loader answers
 * the component itself, so pages keep named exports and their tests import them directly.
 * `preload()` starts the same download early (a failed one is retried by the next call or render).
 * @example const DashboardPage = lazyPage(() => import('./dashboard-page.tsx').then((m) => m.DashboardPage));
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPage<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  );
}

const isLazyPage = (type: unknown): type is LazyPage<object> =>
  typeof type === 'object' && type !== null && typeof (type as { preload?: unknown }).preload === 'function';

/**
 * Starts the chunks of the lazy pages the route table renders at `pathname`, at start-up: they then
 * download while the app checks the session, instead of after it (issue 28 item 8, decision 748).
 * Only pages that are a route's element itself are seen; a page wrapped in a guard loads on render.
 */
export function preloadPagesAt(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (isValidElement(route.element) && isLazyPage(route.element.type)) {
      route.element.type.preload().catch(() => undefined);
    }
  }
}

/** Holds the page area while a lazy page's chunk loads; the shell around it stays. */
export function PageSuspense({ children, fallback = <LoadingBar label="Loading" /> }: { children: ReactNode; fallback?: ReactNode }) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
