import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../app/routes.tsx';
import { paths, routePatterns } from './paths.ts';

/** The route that renders `path`, or null when only the catch-all takes it. */
function routeOf(path: string) {
  const leaf = matchRoutes(routes, path)?.at(-1)?.route;
  return leaf && leaf.path !== routePatterns.notFound ? leaf : null;
}

const everyPath = [
  ...Object.values(paths).flatMap((path) => (typeof path === 'string' ? [path] : [])),
  paths.resetPassword('MQ', 'abc-123'),
  paths.emailConfirmation('k3y'),
  ...(['twitch', 'youtube', 'twitter', 'discord'] as const).map((service) => paths.callback(service)),
  paths.campaignInvite('k3y'),
  paths.teamInvite('k3y'),
];

describe('login paths', () => {
  it.each(everyPath)('%s has a route of its own', (path) => {
    expect(routeOf(path)).not.toBeNull();
  });

  it('encodes parameters as single segments', () => {
    expect(paths.resetPassword('a/b', 't k')).toBe('/login/reset-password/a%2Fb/t%20k');
    expect(matchRoutes(routes, paths.teamInvite('a/b'))?.at(-1)?.params.key).toBe('a/b');
  });

  it('leaves an unknown path to the catch-all', () => {
    expect(routeOf('/login/nowhere')).toBeNull();
  });
});
