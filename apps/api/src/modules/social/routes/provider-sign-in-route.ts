import { messages } from '@advocate/validation';
import { badRequest } from '../../../errors.ts';
import { providerSignInBody } from '../schemas/oauth-bodies.ts';
import { authAnswer, detailAnswer, errorAnswer } from '../../../schemas/answers.ts';
import { SIGN_IN_PROVIDERS, signInWithProvider } from '../providers/provider-sign-in.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

/** Empty strings and null (cleared cookies) mean "no key". */
const present = (value: string | null | undefined) => (value ? value : undefined);

const providerNames = { twitch: 'Twitch', youtube: 'YouTube' } as const;

/**
 * POST users/twitch/ and users/youtube/ (spec 00 §7): provider sign-in of a broadcaster with the
 * code from the login app's /auth/{provider} page → `{key, user}`. Other providers are 404.
 */
export const providerSignInRoute: ApiPlugin = async (app) => {
  for (const provider of SIGN_IN_PROVIDERS) {
    app.post(
      `/users/${provider}/`,
      {
        schema: {
          tags: ['oauth'],
          operationId: `signInWith${providerNames[provider]}`,
          summary: `Sign in (or sign up) a broadcaster with a ${providerNames[provider]} authorisation code`,
          security: [],
          body: providerSignInBody,
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
};
