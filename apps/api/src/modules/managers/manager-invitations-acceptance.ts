import { serverMessages } from '@advocate/validation/server-messages';
import type { Queryable } from '../../db/db.ts';
import { badRequest } from '../../errors.ts';
import {
  findPendingInvitationByKeyHash,
  markInvitationAccepted,
  type ManagerInvitationRow,
} from './repositories/manager-invitations-repository.ts';
import { insertManager, setManagerTeams } from './repositories/managers-repository.ts';
import { sha256 } from '../auth/index.ts';

/**
 * The pending invitation a sign-up's key names, locked for the sign-up's transaction (decision 345):
 * 400 `non_field_errors` for an unknown, deleted or used key, 400 `non_field_errors` when the sign-up's address
 * is not the invited one (non_field_errors too: the sign-up page shows those, spec 00 §8).
 */
export async function invitationForSignUp(db: Queryable, key: string, email: string): Promise<ManagerInvitationRow> {
  const invitation = /^[A-Za-z0-9_-]{16,128}$/.test(key) ? await findPendingInvitationByKeyHash(db, sha256(key)) : undefined;
  if (!invitation) throw badRequest({ non_field_errors: [serverMessages.managerInviteInvalid] });
  if (invitation.email.toLowerCase() !== email.toLowerCase())
    throw badRequest({ non_field_errors: [serverMessages.managerInviteOtherEmail] });
  return invitation;
}

/**
 * Makes the new user a manager (decision 345): of exactly the invitation's teams when signing up
 * with one (the invitation is then used), of no team otherwise. Call in the sign-up's transaction.
 */
export async function makeSignedUpManager(
  db: Queryable,
  userId: number,
  invitation: ManagerInvitationRow | null,
  now: Date,
): Promise<void> {
  const managerId = await insertManager(db, userId);
  if (!invitation) return;
  await setManagerTeams(db, managerId, invitation.teams);
  await markInvitationAccepted(db, invitation.id, userId, now);
}
