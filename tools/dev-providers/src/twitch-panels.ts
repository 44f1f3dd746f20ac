import type { FastifyInstance } from 'fastify';
import type { DevContext } from './context.ts';

/**
 * Twitch channel panels (the About section under a stream), read by the compliance audit
 * (issue 8; decision 551). Twitch has no public Helix endpoint for panels, so the API reads them
 * from a configurable address (`TWITCH_PANELS_URL/{login}`); this stand-in answers it.
 *
 * - `GET /twitch/panels/{login}` → `{ data: [{ title, image_url, link }] }`; a channel never set
 *   answers `[]` when it is a known Twitch account, else 404 (no such channel); a channel marked
 *   unreachable answers 503 (what the audit reports as "Can't Connect").
 * - Dev control `PUT /twitch/_dev/panels/{login}` with `[{ title, image_url | image_data, link }]`
 *   (or `{ panels, unreachable }`) sets them; `image_data` (base64 bytes) is kept and served at
 *   `/twitch/_dev/panel-images/{login}/{n}`, so a test can show any picture without hosting it.
 */
interface Panel {
  title: string;
  image_url: string | null;
  link: string | null;
}
interface Channel {
  panels: Array<Panel & { bytes?: Buffer }>;
  unreachable: boolean;
}

const LOGIN = /^[a-z0-9_]{1,25}$/;
const MAX_PANELS = 20;
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.length <= max ? value : null);

function parsePanels(body: unknown): { channel: Channel } | { error: string } {
  const raw = Array.isArray(body) ? { panels: body } : body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
  if (!raw) return { error: 'body must be a list of panels or { panels, unreachable }' };
  const list = raw.panels ?? [];
  if (!Array.isArray(list) || list.length > MAX_PANELS) return { error: `panels must be a list of at most ${MAX_PANELS}` };
  const panels: Channel['panels'] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') return { error: 'each panel must be an object' };
    const p = item as Record<string, unknown>;
    const data = text(p.image_data, Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4);
    const bytes = data === null ? undefined : Buffer.from(data, 'base64');
    if (p.image_data !== undefined && (!bytes || bytes.length === 0)) return { error: 'image_data must be base64 bytes' };
    panels.push({ title: text(p.title, 200) ?? '', image_url: text(p.image_url, 2048), link: text(p.link, 2048), bytes });
  }
  return { channel: { panels, unreachable: raw.unreachable === true } };
}

function sniffType(bytes: Buffer): string {
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes[0] === 0x47 && bytes[1] === 0x49) return 'image/gif';
  if (bytes.subarray(0, 5).toString() === '<svg ' || bytes.subarray(0, 5).toString() === '<?xml') return 'image/svg+xml';
  return 'application/octet-stream';
}

export function registerTwitchPanels(app: FastifyInstance, ctx: DevContext): void {
  const channels = new Map<string, Channel>();

  app.get<{ Params: { login: string } }>('/twitch/panels/:login', async (request, reply) => {
    const login = request.params.login.toLowerCase();
    if (!LOGIN.test(login)) return reply.code(404).send({ error: 'Not Found', status: 404, message: 'channel not found' });
    const channel = channels.get(login);
    if (channel?.unreachable)
      return reply.code(503).send({ error: 'Service Unavailable', status: 503, message: 'panels could not be read' });
    if (!channel) {
      if (!ctx.accounts.byLogin('twitch', login))
        return reply.code(404).send({ error: 'Not Found', status: 404, message: 'channel not found' });
      return { data: [] };
    }
    const origin = ctx.baseUrl(request);
    return {
      data: channel.panels.map((p, i) => ({
        title: p.title,
        image_url: p.bytes ? `${origin}/twitch/_dev/panel-images/${login}/${i}` : p.image_url,
        link: p.link,
      })),
    };
  });

  app.get<{ Params: { login: string; n: string } }>('/twitch/_dev/panel-images/:login/:n', async (request, reply) => {
    const bytes = channels.get(request.params.login.toLowerCase())?.panels[Number(request.params.n)]?.bytes;
    if (!bytes) return reply.code(404).send({ error: 'Not Found' });
    return reply.type(sniffType(bytes)).send(bytes);
  });

  app.put<{ Params: { login: string } }>('/twitch/_dev/panels/:login', { bodyLimit: 8 * MAX_IMAGE_BYTES }, async (request, reply) => {
    const login = request.params.login.toLowerCase();
    if (!LOGIN.test(login)) return reply.code(400).send({ error: 'login must be a Twitch login' });
    const parsed = parsePanels(request.body);
    if ('error' in parsed) return reply.code(400).send({ error: parsed.error });
    channels.set(login, parsed.channel);
    return { login, panels: parsed.channel.panels.length, unreachable: parsed.channel.unreachable };
  });
}
