import type { FastifyInstance } from 'fastify';
import { messages } from '@advocate/validation';
import { badRequest } from '../../plugins/error-handler.ts';
import { SIGN_IN_PROVIDERS, signInWithProvider } from '../../services/providers/provider-sign-in.ts';
import { authAnswer, detailAnswer, errorAnswer } from '../shared-schemas.ts';

interface SignInBody {
  code: string;
  provider?: string;
  campaignInviteKey?: string | null;
  teamInviteKey?: string | null;
  label?: string | null;
}

const optionalText = { type: 'string' } as const;

const body = {
  type: 'object',
  required: ['code'],
  properties: {
    code: { type: 'string', description: 'The authorisation code from the provider redirect.' },
    provider: { type: 'string', description: 'Sent by the console; the path names the provider.' },
    campaignInviteKey: optionalText,
    teamInviteKey: optionalText,
    label: optionalText,
  },
} as const;

/** Empty strings and null (cleared cookies) mean "no key". */
const present = (value: string | null | undefined) => (value ? value : undefined);

/**
 * POST users/twitch/ and users/youtube/ (spec 00 §7): provider sign-in of a broadcaster with the
 * code from the login app's /auth/{provider} page → `{key, user}`. Other providers are 404.
 */
export async function providerSignInRoute(app: FastifyInstance): Promise<void> {
  for (const provider of SIGN_IN_PROVIDERS) {
    app.post<{ Body: SignInBody }>(
      `/users/${provider}/`,
      {
        schema: {
          tags: ['oauth'],
          summary: `Sign in (or sign up) a broadcaster with a ${provider === 'twitch' ? 'Twitch' : 'YouTube'} authorisation code`,
          body,
          response: { 200: authAnswer, 400: errorAnswer, 401: detailAnswer },
        },
      },
      async (request) => {
        const { code, campaignInviteKey, teamInviteKey, label } = request.body;
        if (!code.trim()) throw badRequest({ code: [messages.required] });
        return signInWithProvider(
          app.ctx,
          provider,
          { code, campaignInviteKey: present(campaignInviteKey), teamInviteKey: present(teamInviteKey), label: present(label) },
          request.user,
        );
      },
    );
  }
}
