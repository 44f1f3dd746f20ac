import type { Config } from '../../../config.ts';
import { authorizationHeader } from './oauth1.ts';
import type { ProviderAccount } from './provider-account.ts';
import { ProviderError, providerText } from './provider-http.ts';

/** Where Twitter sends the browser back after the person authorises: the login app's callback page. */
export const twitterCallbackUrl = (config: Config) => `${config.LOGIN_URL}/auth/twitter`;

export interface RequestToken {
  oauthToken: string;
  oauthTokenSecret: string;
}

/** Twitter answers its OAuth endpoints with form-encoded text (whatever the content type says). */
function formAnswer(text: string, required: string[]): Record<string, string> {
  const fields = Object.fromEntries(new URLSearchParams(text.trim()));
  for (const name of required) if (!fields[name]) throw new ProviderError(`Twitter answer lacks ${name}`);
  return fields;
}

/** Step 1 of OAuth 1.0a: a request token bound to our callback (RFC 5849 §2.1). */
export async function twitterRequestToken(config: Config): Promise<RequestToken> {
  const url = `${config.TWITTER_API_URL}/oauth/request_token`;
  const authorization = authorizationHeader({
    method: 'POST',
    url,
    consumerKey: config.TWITTER_CONSUMER_KEY,
    consumerSecret: config.TWITTER_CONSUMER_SECRET,
    oauthParams: { oauth_callback: twitterCallbackUrl(config) },
  });
  const text = await providerText(url, { method: 'POST', headers: { authorization, accept: '*/*' } });
  const fields = formAnswer(text, ['oauth_token', 'oauth_token_secret']);
  if (fields.oauth_callback_confirmed !== 'true') throw new ProviderError('Twitter did not confirm the callback');
  return { oauthToken: fields.oauth_token, oauthTokenSecret: fields.oauth_token_secret };
}

/** The page the browser is sent to for step 2. */
export const twitterAuthorizationUrl = (config: Config, oauthToken: string) =>
  `${config.TWITTER_API_URL}/oauth/authorize?oauth_token=${encodeURIComponent(oauthToken)}`;

/** Step 3: the request token and verifier for an access token and the account (RFC 5849 §2.3). */
export async function twitterAccessToken(config: Config, requestToken: RequestToken, verifier: string): Promise<ProviderAccount> {
  const url = `${config.TWITTER_API_URL}/oauth/access_token`;
  const authorization = authorizationHeader({
    method: 'POST',
    url,
    consumerKey: config.TWITTER_CONSUMER_KEY,
    consumerSecret: config.TWITTER_CONSUMER_SECRET,
    token: requestToken.oauthToken,
    tokenSecret: requestToken.oauthTokenSecret,
    oauthParams: { oauth_verifier: verifier },
  });
  const text = await providerText(url, { method: 'POST', headers: { authorization, accept: '*/*' } });
  const fields = formAnswer(text, ['oauth_token', 'oauth_token_secret', 'user_id', 'screen_name']);
  return {
    provider: 'twitter',
    providerUserId: fields.user_id,
    login: fields.screen_name,
    displayName: null,
    email: null,
    profileImage: null,
    accessToken: fields.oauth_token,
    refreshToken: null,
    tokenSecret: fields.oauth_token_secret,
    scopes: [],
  };
}
