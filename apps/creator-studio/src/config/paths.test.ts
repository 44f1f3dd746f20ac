import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { creatorRoutes } from '../app/routes.tsx';
import { paths, routePatterns } from './paths.ts';

/** The route that renders `path`, or null when only a catch-all takes it. */
function routeOf(path: string) {
  const leaf = matchRoutes(creatorRoutes, path)?.at(-1)?.route;
  return leaf && leaf.path !== routePatterns.notFound ? leaf : null;
}

describe('creator paths', () => {
  it.each(Object.values(paths))('%s has a route of its own', (path) => {
    expect(routeOf(path)).not.toBeNull();
  });

  it('leaves manager-only and unknown paths to the catch-all', () => {
    expect(routeOf('/managers')).toBeNull();
    expect(routeOf('/campaigns/spring')).toBeNull();
  });
});
