import type { FastifyInstance, FastifyReply } from 'fastify';
import { normaliseLogin } from './accounts.ts';
import type { ProviderName } from './accounts.ts';
import type { CodeGrant, DevContext, OAuthClient } from './context.ts';
import { authorizePage, errorPage } from './html.ts';
import { httpUrl, readParams, splitScopes, withQuery } from './params.ts';
import type { Params } from './params.ts';

type QueryAdditions = Record<string, string | undefined>;

/** How one OAuth 2 provider's consent page differs from the others. */
export interface AuthorizeSpec {
  provider: Exclude<ProviderName, 'twitter'>;
  /** 'Twitch', 'Google', 'Discord' */
  label: string;
  /** GET shows the page, POST takes the choice. */
  path: string;
  client: OAuthClient;
  /** Parameters of the success redirect besides `state` (which is always passed back unchanged). */
  successParams(code: string, grant: CodeGrant): QueryAdditions;
  /** Parameters of the redirect when the person cancels, besides `state`. */
  deniedParams: QueryAdditions;
  /** The scopes as the provider records them (Google expands its short names). */
  normaliseScopes?(scopes: string[]): string[];
  /** Request parameters kept with the code for the token exchange. */
  extras?: string[];
}

type Checked =
  { kind: 'refuse'; message: string } | { kind: 'redirect'; location: string } | { kind: 'ok'; redirectUri: URL; scopes: string[] };

function check(spec: AuthorizeSpec, params: Params): Checked {
  if (params.client_id !== spec.client.id) {
    return {
      kind: 'refuse',
      message: `invalid client: client_id "${params.client_id ?? ''}" is not registered here (the stand-in accepts "${spec.client.id}").`,
    };
  }
  const redirectUri = httpUrl(params.redirect_uri);
  if (!redirectUri) return { kind: 'refuse', message: 'redirect_uri must be an absolute http or https URL.' };
  if (params.response_type !== 'code') {
    const location = withQuery(redirectUri, { error: 'unsupported_response_type', state: params.state });
    return { kind: 'redirect', location };
  }
  const scopes = splitScopes(params.scope);
  return { kind: 'ok', redirectUri, scopes: spec.normaliseScopes ? spec.normaliseScopes(scopes) : scopes };
}

/** The parameters every form on the page repeats: the original request, less the choice itself. */
function carried(params: Params): Params {
  return Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'login' && name !== 'cancel'));
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** Registers the consent page (GET) and the choice (POST) of an OAuth 2 authorization endpoint. */
export function registerAuthorize(app: FastifyInstance, ctx: DevContext, spec: AuthorizeSpec): void {
  const render = (reply: FastifyReply, params: Params, scopes: string[], redirectUri: URL, status = 200, error?: string) =>
    sendHtml(
      reply,
      status,
      authorizePage({
        providerLabel: spec.label,
        appName: ctx.appName,
        clientId: spec.client.id,
        scopes,
        redirectTo: redirectUri.origin + redirectUri.pathname,
        action: spec.path,
        hidden: carried(params),
        accounts: ctx.accounts.list(spec.provider),
        error,
        typedLogin: error ? params.login : undefined,
      }),
    );

  app.get(spec.path, async (request, reply) => {
    const params = readParams(request);
    const checked = check(spec, params);
    if (checked.kind === 'refuse') return sendHtml(reply, 400, errorPage(spec.label, checked.message));
    if (checked.kind === 'redirect') return reply.redirect(checked.location, 302);
    return render(reply, params, checked.scopes, checked.redirectUri);
  });

  app.post(spec.path, async (request, reply) => {
    const params = readParams(request);
    const checked = check(spec, params);
    if (checked.kind === 'refuse') return sendHtml(reply, 400, errorPage(spec.label, checked.message));
    if (checked.kind === 'redirect') return reply.redirect(checked.location, 302);
    if (params.cancel) {
      return reply.redirect(withQuery(checked.redirectUri, { ...spec.deniedParams, state: params.state }), 302);
    }
    const login = normaliseLogin(params.login ?? '');
    if (!login) {
      const message = 'Type a login of 2 to 25 letters, digits or underscores.';
      return render(reply, params, checked.scopes, checked.redirectUri, 400, message);
    }
    const account = ctx.accounts.resolve(spec.provider, login);
    const extras = Object.fromEntries((spec.extras ?? []).filter((n) => params[n] !== undefined).map((n) => [n, params[n]]));
    const grant: CodeGrant = {
      provider: spec.provider,
      clientId: spec.client.id,
      redirectUri: params.redirect_uri,
      scopes: checked.scopes,
      accountId: account.id,
      extras,
    };
    const code = ctx.issueCode(grant);
    return reply.redirect(withQuery(checked.redirectUri, { ...spec.successParams(code, grant), state: params.state }), 302);
  });
}
