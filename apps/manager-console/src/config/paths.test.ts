import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { managerRoutes } from '../app/routes.tsx';
import { routePatterns, paths } from './paths.ts';

/** The route that renders `path`, or null when only a catch-all takes it. */
function routeOf(path: string) {
  const leaf = matchRoutes(managerRoutes, path)?.at(-1)?.route;
  return leaf && leaf.path !== routePatterns.notFound ? leaf : null;
}

const everyPath = [
  paths.home,
  paths.dashboard,
  paths.profile,
  paths.campaigns,
  paths.campaign('spring'),
  ...(['components', 'channels', 'metrics', 'compliance', 'management'] as const).map((tab) => paths.campaignTab('spring', tab)),
  paths.managers,
  paths.admin,
  paths.nextChatbotPosts,
];

describe('manager paths', () => {
  it.each(everyPath)('%s has a route of its own', (path) => {
    expect(routeOf(path)).not.toBeNull();
  });

  it('builds campaign paths with the slug as one encoded segment', () => {
    expect(paths.campaign('spring sale')).toBe('/campaigns/spring%20sale');
    expect(paths.campaignTab('a/b', 'compliance')).toBe('/campaigns/a%2Fb/compliance');
    expect(matchRoutes(managerRoutes, paths.campaignTab('a/b', 'metrics'))?.at(-1)?.params.campaignSlug).toBe('a/b');
  });

  it('leaves an unknown path to the catch-all', () => {
    expect(routeOf('/nowhere')).toBeNull();
    expect(routeOf(`${paths.campaign('spring')}/nowhere`)).toBeNull();
  });
});
