import { drfErrors, signInForm } from '@advocate/validation';
import { serverMessages } from '@advocate/validation/server-messages';
import { findUserByLogin, touchLastLogin } from '../../shared/users.ts';
import { badRequest } from '../../../errors.ts';
import { loginBody } from '../schemas/auth-bodies.ts';
import { authAnswer, errorAnswer } from '../../../schemas/answers.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../passwords.ts';
import { issueToken, tokenLifetimes } from '../tokens.ts';
import { serializeUser } from '../user-serializer.ts';
import { clearLoginFailures, recordAttemptOrThrottle } from '../login-throttle.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

/** POST rest-auth/login/: email (as username), password and stayLoggedIn → `{key, user}`. */
export const loginRoute: ApiPlugin = async (app) => {
  app.post(
    '/rest-auth/login/',
    {
      schema: {
        tags: ['auth'],
        operationId: 'login',
        summary: 'Sign in with email and password',
        security: [],
        body: loginBody,
        response: { 200: authAnswer, 400: errorAnswer, 429: errorAnswer },
      },
    },
    async (request) => {
      const { db, config } = app.ctx;
      const errors = drfErrors(signInForm, request.body);
      if (Object.keys(errors).length) throw badRequest(errors);
      const login = request.body.username.trim().toLowerCase();
      const now = app.ctx.now();
      const user = await findUserByLogin(db, login);
      // Counted against the account the login names, as a failure until the password proves right
      // (decisions 233, 262).
      await recordAttemptOrThrottle(app.ctx, { userId: user?.id, login }, request.ip, now);
      const ok = await verifyPassword(request.body.password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
      if (!user || !ok || !user.is_active) throw badRequest({ non_field_errors: [serverMessages.unableToLogIn] });
      await clearLoginFailures(app.ctx, user.id);
      const signIn = { origin: 'password', stayLoggedIn: request.body.stayLoggedIn ?? true } as const;
      const key = await issueToken(db, user.id, signIn, { now, lifetimes: tokenLifetimes(config) });
      await touchLastLogin(db, user.id);
      return { key, user: await serializeUser(db, user, config.PUBLIC_API_URL) };
    },
  );
};
