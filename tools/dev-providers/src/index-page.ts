import type { ProviderName } from './accounts.ts';
import type { DevContext } from './context.ts';
import { escapeHtml, page } from './html.ts';

interface ProviderEntry {
  provider: ProviderName;
  label: string;
  clientLine: string;
  endpoints: [method: string, path: string, what: string][];
}

function entries(ctx: DevContext): ProviderEntry[] {
  const { twitch, google, discord, twitter } = ctx.clients;
  return [
    {
      provider: 'twitch',
      label: 'Twitch',
      clientLine: `client id ${twitch.id}`,
      endpoints: [
        ['GET', '/twitch/oauth2/authorize', 'consent page'],
        ['POST', '/twitch/oauth2/token', 'code, refresh and app tokens'],
        ['GET', '/twitch/oauth2/validate', 'token check'],
        ['POST', '/twitch/oauth2/revoke', 'revoke a token'],
        ['GET', '/twitch/helix/users', 'Helix users'],
      ],
    },
    {
      provider: 'google',
      label: 'Google / YouTube',
      clientLine: `client id ${google.id}`,
      endpoints: [
        ['GET', '/google/o/oauth2/v2/auth', 'consent page'],
        ['POST', '/google/token', 'code and refresh tokens'],
        ['GET', '/google/oauth2/v3/userinfo', 'OpenID userinfo'],
        ['GET', '/google/oauth2/v3/certs', 'id_token signing keys'],
        ['GET', '/google/youtube/v3/channels', 'YouTube channels.list'],
      ],
    },
    {
      provider: 'discord',
      label: 'Discord',
      clientLine: `client id ${discord.id}`,
      endpoints: [
        ['GET', '/discord/oauth2/authorize', 'consent page'],
        ['POST', '/discord/api/oauth2/token', 'code and refresh tokens'],
        ['GET', '/discord/api/users/@me', 'current user'],
      ],
    },
    {
      provider: 'twitter',
      label: 'Twitter (OAuth 1.0a)',
      clientLine: `consumer key ${twitter.consumerKey}`,
      endpoints: [
        ['POST', '/twitter/oauth/request_token', 'request token'],
        ['GET', '/twitter/oauth/authorize', 'consent page'],
        ['POST', '/twitter/oauth/access_token', 'access token'],
        ['GET', '/twitter/1.1/account/verify_credentials.json', 'current user'],
      ],
    },
  ];
}

/** The stand-in's home page: what it serves and which accounts it knows. */
export function indexPage(ctx: DevContext): string {
  const sections = entries(ctx).map((entry) => {
    const endpoints = entry.endpoints
      .map(([method, path, what]) => `<tr><td>${method}</td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(what)}</td></tr>`)
      .join('');
    const accounts = ctx.accounts
      .list(entry.provider)
      .map((a) => {
        const channel = a.channel ? ` · channel ${escapeHtml(a.channel.id)}` : '';
        return `<li><strong>${escapeHtml(a.login)}</strong> · id ${escapeHtml(a.id)} · ${escapeHtml(a.email)}${channel}</li>`;
      })
      .join('');
    return `<section><h2>${escapeHtml(entry.label)}</h2>
<p class="muted">${escapeHtml(entry.clientLine)}</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What</th></tr></thead><tbody>${endpoints}</tbody></table>
<h3>Accounts</h3><ul>${accounts}</ul></section>`;
  });
  const title = 'Provider stand-ins (local)';
  return page(
    title,
    `<h1>${title}</h1>
<p class="notice">Local stand-ins for the OAuth endpoints of Twitch, Google (YouTube), Discord and Twitter, for development, demos and e2e tests. State lives in memory; codes are single-use and expire after 10 minutes.</p>
${sections.join('\n')}
<p class="muted"><a href="/health">/health</a></p>`,
  );
}
