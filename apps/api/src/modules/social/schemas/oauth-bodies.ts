import { ADDRESS_MAX_LENGTH, keyText, nullableKeyText, text } from '../../../schemas/strings.ts';

/** POST users/{twitch,youtube}/. */
export const providerSignInBody = {
  type: 'object',
  required: ['code'],
  properties: {
    code: { ...keyText, description: 'The authorisation code from the provider redirect.' },
    provider: { ...text(16), description: 'Sent by the console; the path names the provider.' },
    campaignInviteKey: nullableKeyText,
    teamInviteKey: nullableKeyText,
    label: nullableKeyText,
  },
} as const;

/** POST twitter/connect/. */
export const twitterConnectBody = {
  type: 'object',
  required: ['oauth_token', 'oauth_verifier'],
  properties: { oauth_token: keyText, oauth_verifier: keyText },
} as const;

/** POST discord/connect/. */
export const discordConnectBody = {
  type: 'object',
  required: ['code', 'callback_url'],
  properties: {
    code: keyText,
    callback_url: { ...text(ADDRESS_MAX_LENGTH), description: 'The redirect_uri sent to Discord: a page of the login app.' },
  },
} as const;

/** POST youtube/connect/. */
export const youtubeConnectBody = {
  type: 'object',
  required: ['code', 'started_by'],
  properties: {
    code: { ...keyText, description: 'The authorisation code from the Google redirect.' },
    started_by: {
      ...text(150),
      description: 'The username of the broadcaster who started the connect (kept with its OAuth state); must be the signed-in user.',
    },
  },
} as const;
