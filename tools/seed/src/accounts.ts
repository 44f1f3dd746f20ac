import { createHash } from 'node:crypto';
import { hashPassword, insertUser } from './api.ts';
import type { SeedContext } from './context.ts';
import { teamId } from './context.ts';
import { avatar } from './images.ts';
import { demoTwitterCredentials } from '@advocate/dev-providers';
import { insertRows } from './insert-rows.ts';
import { DEMO_PASSWORD, demoBroadcasters, demoManagers } from './people.ts';

/** The seeded manager invitation: its sign-up link is `/sign-up?invite=<key>` on the login app. */
export const DEMO_MANAGER_INVITATION = { email: 'new.manager@example.com', key: 'demo-manager-invite' } as const;

/** Password hashes of the demo managers, made before the transaction (scrypt is slow on purpose). */
export async function demoPasswordHashes(): Promise<string[]> {
  return Promise.all(demoManagers.map(() => hashPassword(DEMO_PASSWORD)));
}

/** Managers with terms agreed, scoped to their teams (spec 01 §6); a removed one is inactive. */
export async function insertManagers(ctx: SeedContext, hashes: readonly string[]): Promise<void> {
  for (const [index, manager] of demoManagers.entries()) {
    const id = await insertUser(ctx.tx, {
      username: manager.email,
      email: manager.email,
      passwordHash: hashes[index],
      userType: 2,
      isAdmin: manager.isAdmin,
      isDemo: true,
      permissions: manager.permissions,
    });
    await ctx.tx.query('UPDATE users SET tos_agreed = $2, email_verified = true, is_active = $3, date_joined = $4 WHERE id = $1', [
      id,
      ctx.at(-380),
      !manager.removed,
      ctx.at(-400),
    ]);
    const [{ id: managerId }] = await ctx.tx.query<{ id: number }>(
      'INSERT INTO managers (user_id, created_at) VALUES ($1, $2) RETURNING id',
      [id, ctx.at(-400)],
    );
    if (manager.teams.length) {
      await insertRows(
        ctx.tx,
        'manager_teams',
        ['manager_id', 'team_id'],
        manager.teams.map((key) => [managerId, teamId(ctx, key)]),
      );
    }
    ctx.users.set(manager.email, id);
  }
  // A pending invitation, shown as 'Invitation Pending' on the managers page (spec 01 §2), whose
  // link works like a mailed one: the API stores only the key's SHA-256 (decision 345).
  const [{ id: invitationId }] = await ctx.tx.query<{ id: number }>(
    `INSERT INTO manager_invitations (email, key_hash, invited_by, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
    [
      DEMO_MANAGER_INVITATION.email,
      createHash('sha256').update(DEMO_MANAGER_INVITATION.key).digest('hex'),
      ctx.users.get(demoManagers[0].email),
      ctx.at(-4),
    ],
  );
  await insertRows(ctx.tx, 'manager_invitation_teams', ['invitation_id', 'team_id'], [[invitationId, teamId(ctx, 'nebula')]]);
}

/**
 * Broadcasters for every provider stand-in account (their social_accounts carry the stand-in
 * ids, so signing in through the stand-in finds them) plus a few made-up ones.
 */
export async function insertBroadcasters(ctx: SeedContext): Promise<void> {
  for (const b of demoBroadcasters) {
    const id = await insertUser(ctx.tx, { username: b.username, email: b.email, passwordHash: null, userType: 3, isDemo: true });
    ctx.users.set(b.username, id);
    await ctx.tx.query('UPDATE users SET tos_agreed = $2, email_verified = true, phone_number = $3, date_joined = $4 WHERE id = $1', [
      id,
      ctx.at(-b.joinedDaysAgo),
      b.phone ?? null,
      ctx.at(-b.joinedDaysAgo),
    ]);
    const application = b.fullName !== undefined;
    await ctx.tx.query(
      `UPDATE profiles SET profile_image = $2, selected_notifications = $3, application_full_name = $4,
         application_date_of_birth = $5, application_streams_on_which_platforms = $6, application_stream_content_type = $7,
         application_submitted_at = $8
       WHERE user_id = $1`,
      [
        id,
        b.withImage ? avatar(b.displayName, b.colour) : null,
        b.notifications ?? null,
        b.fullName ?? null,
        b.dateOfBirth ?? null,
        application ? ['PC'] : [],
        application ? ['EN'] : [],
        application ? ctx.at(-b.joinedDaysAgo + 1) : null,
      ],
    );
    const accounts = [
      { provider: b.platform, id: b.providerUserId, login: b.username, displayName: b.displayName, email: b.email },
      ...(b.linked ?? []).map((l) => ({ ...l, email: null })),
    ];
    // A connected Twitter account carries the stand-in's demo credentials, so tweets can be sent from the demo.
    const credentials = (a: { provider: string; id: string }) => {
      if (a.provider !== 'twitter') return [null, null];
      const demo = demoTwitterCredentials(a.id);
      return [demo.accessToken, demo.tokenSecret];
    };
    await insertRows(
      ctx.tx,
      'social_accounts',
      ['user_id', 'provider', 'provider_user_id', 'login', 'display_name', 'email', 'linked_at', 'access_token', 'token_secret'],
      accounts.map((a, i) => [
        id,
        a.provider,
        a.id,
        a.login,
        a.displayName,
        a.email,
        new Date(ctx.at(-b.joinedDaysAgo).getTime() + i * 60_000),
        ...credentials(a),
      ]),
    );
  }
}
