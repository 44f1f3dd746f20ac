import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { leanRoute } from '../../../plugins/lean-routes.ts';
import { clientKey, requestLimiter } from '../../../plugins/rate-limits.ts';
import { requestFlag } from '../click-classifier.ts';
import { createCountryLookup } from '../country-lookup.ts';
import { createLinkCache, type CachedLink } from '../link-cache.ts';
import { redirectTarget } from '../redirect-target.ts';
import { LINK_NOT_FOUND_PAGE, LINK_THROTTLED_PAGE, LINK_UNAVAILABLE_PAGE } from './not-found-page.ts';

/** Keys are 6 characters of [A-Za-z0-9] (decision 433); anything else is unknown without a query. */
const KEY_PATTERN = /^[A-Za-z0-9]{6}$/;
const USER_AGENT_MAX = 512;
const REFERRER_MAX = 2048;

const params = { type: 'object', required: ['key'], properties: { key: { type: 'string', maxLength: 64 } } } as const;
const schema = (operationId: string, summary: string) => ({
  tags: ['tracked-links'],
  operationId,
  summary,
  security: [],
  params,
  response: {
    302: { description: 'Redirect to the target with advref=<key> (and the campaign’s UTM parameters).', type: 'null' },
    404: { description: 'Unknown or inactive key: an HTML page.', content: { 'text/html': { schema: { type: 'string' } } } },
    429: {
      description: 'Over the per-IP click limit: an HTML page asking to try again later.',
      content: { 'text/html': { schema: { type: 'string' } } },
    },
    503: {
      description: 'The click could not be stored: an HTML page asking to try again.',
      content: { 'text/html': { schema: { type: 'string' } } },
    },
  },
});

/**
 * The headers of every /l/ answer (decision 610): not cached, no referrer passed on, and for the
 * HTML pages nothing to load or frame. Set at once instead of the JSON API's helmet stage.
 */
const LINK_HEADERS = {
  'cache-control': 'no-store, max-age=0',
  pragma: 'no-cache',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
};
const noStore = (reply: FastifyReply) => reply.headers(LINK_HEADERS);
const page = (reply: FastifyReply, status: number, html: string) => noStore(reply).code(status).type('text/html; charset=utf-8').send(html);
const headerText = (value: string | string[] | undefined, max: number) => (Array.isArray(value) ? value[0] : (value ?? '')).slice(0, max);

/**
 * GET /l/{key} (issue 8, ARCHITECTURE §6; decisions 520-525): stores the click, then redirects 302
 * to the target with `advref`. The answer is sent only once the click is synced to this process's
 * click journal (decision 624), which the database receives in batches. HEAD answers the same
 * redirect without storing a click.
 */
export async function redirectRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, now } = app.ctx;
  const { clicks } = app;
  const lookup = createLinkCache(db);
  const country = await createCountryLookup(config);
  // Its own per-IP limit, apart from the API's general one (decision 611).
  const limiter = requestLimiter(app, 'redirects', { max: config.RATE_LIMIT_REDIRECTS_PER_MINUTE, windowMs: 60_000, key: clientKey });
  const limit = async (request: FastifyRequest, reply: FastifyReply) => {
    const wait = await limiter(request);
    if (wait === undefined) return;
    return page(reply.header('retry-after', String(wait)), 429, LINK_THROTTLED_PAGE);
  };

  // Each cached lookup's address, built once: the row is reused until the cache looks it up again.
  const locations = new WeakMap<CachedLink, string | undefined>();
  const resolve = async (key: string) => {
    if (!KEY_PATTERN.test(key)) return undefined;
    const link = await lookup(key);
    if (!link || !link.active) return undefined;
    let location = locations.get(link);
    if (!locations.has(link)) locations.set(link, (location = redirectTarget(link.target, link.key, link)));
    return location ? { link, location } : undefined;
  };

  app.get<{ Params: { key: string } }>(
    '/l/:key',
    {
      ...leanRoute,
      onRequest: limit,
      schema: schema('followTrackedLink', 'Follow a tracked link (records the click)'),
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const found = await resolve(request.params.key);
      if (!found) return page(reply, 404, LINK_NOT_FOUND_PAGE);
      const { link, location } = found;
      const userAgent = headerText(request.headers['user-agent'], USER_AGENT_MAX);
      const flag = requestFlag(userAgent, request.headers);
      try {
        await clicks.record({
          key: link.key,
          target: link.target,
          campaignSlug: link.campaign_slug,
          username: link.username,
          hasWebhooks: link.has_webhooks,
          event: {
            time: now(),
            broadcasterId: link.broadcaster_id,
            campaignId: link.campaign_id,
            componentId: link.component_id,
            componentType: link.component_type,
            trackingLinkId: link.id,
            link: link.target,
            ipAddr: request.ip,
            country: country(request.ip, request.headers),
            userAgent,
            referrer: headerText(request.headers.referer, REFERRER_MAX),
            flag,
            isBot: flag !== null,
          },
        });
      } catch (error) {
        request.log.error({ err: error }, 'click not stored');
        return page(reply, 503, LINK_UNAVAILABLE_PAGE);
      }
      return noStore(reply).redirect(location, 302);
    },
  );

  app.head<{ Params: { key: string } }>(
    '/l/:key',
    { ...leanRoute, onRequest: limit, schema: { ...schema('checkTrackedLink', 'Check a tracked link (no click recorded)'), hide: true } },
    async (request, reply) => {
      const found = await resolve(request.params.key);
      if (!found) return page(reply, 404, LINK_NOT_FOUND_PAGE);
      return noStore(reply).redirect(found.location, 302);
    },
  );
}
