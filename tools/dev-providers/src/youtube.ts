import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DevAccount } from './accounts.ts';
import type { DevContext } from './context.ts';
import { googleBearer } from './google.ts';

const READ_SCOPES = [
  'https://www.googleapis.com/auth/youtube.readonly',
  'https://www.googleapis.com/auth/youtube',
  'https://www.googleapis.com/auth/youtube.force-ssl',
];

/** Google's API error envelope. */
function apiError(reply: FastifyReply, code: number, status: string, reason: string, message: string) {
  return reply.code(code).send({ error: { code, message, errors: [{ message, domain: 'global', reason }], status } });
}

function channelResource(ctx: DevContext, request: FastifyRequest, account: DevAccount, parts: string[]) {
  const channel = account.channel ?? { id: `UC${account.id}`, title: account.displayName, customUrl: `@${account.login}` };
  const url = ctx.avatarUrl(request, account);
  const thumb = (size: number) => ({ url, width: size, height: size });
  return {
    kind: 'youtube#channel',
    etag: `etag-${channel.id}`,
    id: channel.id,
    ...(parts.includes('snippet')
      ? {
          snippet: {
            title: channel.title,
            description: '',
            customUrl: channel.customUrl,
            publishedAt: account.createdAt,
            thumbnails: { default: thumb(88), medium: thumb(240), high: thumb(800) },
            localized: { title: channel.title, description: '' },
          },
        }
      : {}),
    ...(parts.includes('statistics')
      ? { statistics: { viewCount: '0', subscriberCount: '0', hiddenSubscriberCount: false, videoCount: '0' } }
      : {}),
  };
}

/** YouTube Data API `channels.list` (www.googleapis.com/youtube/v3/channels) under /google. */
export function registerYouTube(app: FastifyInstance, ctx: DevContext): void {
  app.get('/google/youtube/v3/channels', async (request, reply) => {
    const found = googleBearer(ctx, request);
    if (!found) {
      return apiError(reply, 401, 'UNAUTHENTICATED', 'authError', 'Request had invalid authentication credentials.');
    }
    if (!found.grant.scopes.some((s) => READ_SCOPES.includes(s))) {
      return apiError(reply, 403, 'PERMISSION_DENIED', 'insufficientPermissions', 'Request had insufficient authentication scopes.');
    }
    const query = (request.query ?? {}) as Record<string, unknown>;
    const part = typeof query.part === 'string' ? query.part : '';
    if (!part) return apiError(reply, 400, 'INVALID_ARGUMENT', 'required', 'Required parameter: part');
    const parts = part.split(',').map((s) => s.trim());

    let owners: DevAccount[];
    if (query.mine === 'true') {
      const self = ctx.accountOf(found.grant);
      owners = self ? [self] : [];
    } else if (typeof query.id === 'string') {
      const ids = query.id.split(',');
      owners = ctx.accounts.list('google').filter((a) => a.channel && ids.includes(a.channel.id));
    } else {
      return apiError(reply, 400, 'INVALID_ARGUMENT', 'missingRequiredParameter', 'No filter selected. Expected one of: mine, id.');
    }
    return {
      kind: 'youtube#channelListResponse',
      etag: 'etag-list',
      pageInfo: { totalResults: owners.length, resultsPerPage: 5 },
      items: owners.map((a) => channelResource(ctx, request, a, parts)),
    };
  });
}
