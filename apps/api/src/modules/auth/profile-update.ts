import type { User } from '@advocate/api-client';
import {
  applicationForm,
  drfErrors,
  isEmpty,
  limits,
  maxLength,
  messages,
  oneOf,
  profileUpdateForm,
  usernameRuleFor,
  type FormRules,
} from '@advocate/validation';
import { serverMessages } from '@advocate/validation/server-messages';
import type { AppContext } from '../../context/app-context.ts';
import { isUniqueViolation, type Queryable } from '../../db/db.ts';
import type { Mail } from '../../mail/mailer.ts';
import { badRequest } from '../../errors.ts';
import { emailTaken, updateAccount, updateProfile, usernameTaken } from './repositories/account-repository.ts';
import { findUserById, type UserRow } from '../shared/index.ts';
import { emailConfirmationMail } from './account-mails.ts';
import { endOtherCredentials } from './credentials.ts';
import { createEmailConfirmation } from './email-confirmation.ts';
import { clearLoginFailures, recordAttemptOrThrottle } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import type { ProfileUpdateBody } from './schemas/user-update-body.ts';
import { mergeProfile, validationValues, type MergedProfile } from './profile-changes.ts';
import { detectImageKind, localUploadStore, MAX_IMAGE_BYTES, storeImage, type StoredImage } from '../uploads/index.ts';
import { serializeUser } from './user-serializer.ts';
import { publishLive } from '../../platform/live/live-events.ts';

/** Stream preview canvas sizes, spec 02 §9. */
export const CANVAS_RESOLUTIONS = ['1920x1080', '1600x900', '1440x810', '1366x768', '1280x720'] as const;

const APPLICATION_FIELDS = Object.keys(applicationForm);

/** The request making the update: the token it carried (kept when other sessions end) and its IP (for the throttle). */
export interface UpdatingSession {
  tokenKey: string | null;
  ip: string;
}

/** A screenshot file that came with a multipart update, under the part name it was sent as. */
export interface ProfileUpload {
  field: string;
  bytes: Buffer;
}

type Errors = Record<string, string[]>;

/**
 * The profile rules for this user. A broadcaster signed up through a provider that gave no email has
 * an empty one; the terms screen and the profile send it back unchanged. For such a broadcaster
 * username and email are checked only when changed; a manager always needs both (decision 234).
 */
function profileRules(row: UserRow, merged: MergedProfile): FormRules {
  if (row.user_type !== 3 || row.email !== '') return profileUpdateForm;
  const { username, email, ...rules } = profileUpdateForm;
  return {
    ...rules,
    ...(merged.account.username === row.username ? {} : { username }),
    ...(merged.account.email === row.email ? {} : { email }),
  };
}

/** The rules of libs/validation over the stored user overlaid with the body, and the upload's checks. */
function inputErrors(row: UserRow, merged: MergedProfile, current: User, upload: ProfileUpload | undefined): Errors {
  const values = validationValues(merged, current);
  const profile = values.profile as Record<string, unknown>;
  const errors: Errors = drfErrors(profileRules(row, merged), values);
  // A new username passes the characters rule of its user type; a stored one is kept as it is (decision 245).
  const { username } = merged.account;
  const more: [string, string | undefined][] = [
    ['username', username === row.username ? undefined : usernameRuleFor(row.user_type)(username)],
    ['username', maxLength(limits.usernameMaxLength)(username)],
    ['email', maxLength(limits.emailMaxLength)(merged.account.email)],
    ['profile.base_canvas_resolution', oneOf(CANVAS_RESOLUTIONS)(merged.profile.base_canvas_resolution)],
  ];
  // An application is all or nothing: once any of its fields is filled, all of them must be.
  if (APPLICATION_FIELDS.some((field) => !isEmpty(profile[field]))) {
    for (const [field, [message]] of Object.entries(drfErrors(applicationForm, profile))) more.push([`profile.${field}`, message]);
  }
  if (upload) {
    const tooLarge = upload.bytes.byteLength > MAX_IMAGE_BYTES;
    more.push([upload.field, tooLarge ? serverMessages.fileTooLarge : detectImageKind(upload.bytes) ? undefined : messages.graphicFile]);
  }
  for (const [field, message] of more) if (message && !errors[field]) errors[field] = [message];
  return errors;
}

/** A username or email another user already holds; only asked about values that passed the rules. */
async function takenErrors(db: Queryable, row: UserRow, merged: MergedProfile, invalid: Errors = {}): Promise<Errors> {
  const errors: Errors = {};
  const { username, email } = merged.account;
  if (!invalid.username && username.toLowerCase() !== row.username.toLowerCase() && (await usernameTaken(db, username, row.id))) {
    errors.username = [serverMessages.usernameTaken];
  }
  if (!invalid.email && email.toLowerCase() !== row.email.toLowerCase() && (await emailTaken(db, email, row.id))) {
    errors.email = [serverMessages.emailTaken];
  }
  return errors;
}

/**
 * An email change by a user who has a password needs that password (decision 264). Each check
 * counts against the account like a sign-in (decisions 233, 262): a stolen token cannot guess it
 * more often than the sign-in form allows.
 */
async function checkCurrentPassword(ctx: AppContext, row: UserRow, sent: string | undefined, ip: string): Promise<void> {
  if (row.password_hash === null) return;
  if (!sent) throw badRequest({ current_password: [messages.required] });
  await recordAttemptOrThrottle(ctx, { userId: row.id, login: row.username.toLowerCase() }, ip, ctx.now());
  if (!(await verifyPassword(sent, row.password_hash))) throw badRequest({ current_password: [serverMessages.currentPasswordIncorrect] });
  await clearLoginFailures(ctx, row.id);
}

function applicationComplete(merged: MergedProfile, current: User): boolean {
  const profile = validationValues(merged, current).profile as Record<string, unknown>;
  return Object.keys(drfErrors(applicationForm, profile)).length === 0;
}

/**
 * PUT rest-auth/user/: validates, stores the screenshot, writes users and profiles in one
 * transaction, and answers the serialized user plus the confirmation message for a changed email.
 * Nothing changes when anything fails; the stored file of a failed update is removed again.
 * A changed email needs the current password (when the user has one) and ends every other
 * credential of the user: the other sign-in tokens and the API key (decision 264).
 */
export async function updateOwnProfile(
  ctx: AppContext,
  row: UserRow,
  body: ProfileUpdateBody,
  upload: ProfileUpload | undefined,
  session: UpdatingSession,
): Promise<{ user: User; mails: Mail[] }> {
  const { db, config } = ctx;
  const current = await serializeUser(db, row, config.PUBLIC_API_URL);
  const merged = mergeProfile(row, current, body, ctx.now());
  // The rules first: the uniqueness queries only ever see values that passed them.
  const invalid = inputErrors(row, merged, current, upload);
  const errors = { ...(await takenErrors(db, row, merged, invalid)), ...invalid };
  if (Object.keys(errors).length) throw badRequest(errors);

  const emailChanged = merged.account.email.toLowerCase() !== row.email.toLowerCase();
  if (emailChanged) {
    // Last of the checks: the (slow, counted) password check only for an update that is otherwise valid.
    await checkCurrentPassword(ctx, row, body.current_password, session.ip);
    merged.account.email_verified = false;
  }
  const complete = applicationComplete(merged, current);
  merged.profile.application_submitted_at = complete ? (row.application_submitted_at ?? ctx.now()) : null;

  const store = localUploadStore(config.DATA_DIR, config.PUBLIC_API_URL);
  let stored: StoredImage | undefined;
  if (upload) {
    stored = await storeImage(store, 'screenshots', upload.bytes);
    if (!stored.ok) throw badRequest({ [upload.field]: [messages.graphicFile] });
    merged.profile.stream_preview_screenshot = stored.url;
  }

  let confirmationKey: string | undefined;
  try {
    await db.transaction(async (tx) => {
      // Checked again inside: another user may have taken the name meanwhile.
      const taken = await takenErrors(tx, row, merged);
      if (Object.keys(taken).length) throw badRequest(taken);
      await updateAccount(tx, row.id, merged.account);
      await updateProfile(tx, row.id, merged.profile);
      // A new base resolution or username resizes / re-addresses the open overlays (decision 506).
      if (row.user_type === 3) await publishLive(tx, { type: 'broadcaster', broadcasterId: row.id });
      if (emailChanged) {
        confirmationKey = await createEmailConfirmation(tx, row.id, merged.account.email);
        await endOtherCredentials(tx, row.id, session.tokenKey);
      }
    });
  } catch (error) {
    if (stored?.ok) await store.remove(stored.url);
    if (isUniqueViolation(error)) throw badRequest({ username: [serverMessages.usernameTaken] });
    throw error;
  }
  if (row.stream_preview_screenshot && row.stream_preview_screenshot !== merged.profile.stream_preview_screenshot) {
    // The change is committed; a file left behind is only wasted space, never a failed save.
    await store.remove(row.stream_preview_screenshot).catch(() => undefined);
  }
  const mails = confirmationKey ? [emailConfirmationMail(merged.account.email, config.LOGIN_URL, confirmationKey)] : [];
  const fresh = (await findUserById(db, row.id)) ?? row;
  return { user: await serializeUser(db, fresh, config.PUBLIC_API_URL), mails };
}
