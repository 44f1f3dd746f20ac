import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server.browser';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { AppProviders } from '../app/app-providers.tsx';
import { routes } from '../app/routes.tsx';
import { paths } from '../config/paths.ts';

/**
 * The screens the build renders to HTML (decision 746): the same for every visitor, as they read
 * no session, no parameters and nothing from the API while they render. Each becomes
 * `dist/<path>/index.html`, which the app hydrates. The rest (/, the reset and confirmation links,
 * invites, callbacks, the terms) stay client-rendered from the empty index.html.
 */
export const prerenderedPaths: readonly string[] = [
  paths.chooser,
  paths.managerSignIn,
  paths.broadcasterSignIn,
  paths.chatbotSignIn,
  paths.resetRequest,
  paths.resetSuccess,
];

/** The markup of one screen, for inside #root: the same tree main.tsx hydrates, its lazy page loaded. */
export async function renderScreen(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers a redirect: it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(
    <StrictMode>
      <AppProviders>
        {/* No hydration data script: the pages have no loaders, and the CSP forbids inline scripts. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  // Every Suspense boundary resolved (the lazy page included), so the markup needs no streaming script.
  await stream.allReady;
  const html = await new Response(stream).text();
  if (errors.length > 0) throw new Error(`${path} failed to render: ${String(errors[0])}`);
  if (html.includes('<script') || html.includes('<!--$?-->') || html.includes('<!--$!-->')) {
    throw new Error(`${path} rendered an unfinished or scripted screen`);
  }
  return html;
}
