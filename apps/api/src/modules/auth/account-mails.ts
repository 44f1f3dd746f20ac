import type { Mail, Mailer } from '../../mail/mailer.ts';

/** The messages of registration and password reset, with the console links they carry. */

export function emailConfirmationMail(to: string, loginUrl: string, key: string): Mail {
  const link = `${loginUrl.replace(/\/+$/, '')}/login/email-confirmation/${key}`;
  return {
    to,
    subject: 'Confirm your email address for Advocate',
    text: [
      'Hello,',
      '',
      'Please confirm that this is your email address for Advocate by opening this link:',
      link,
      '',
      'The link works for 3 days. If you did not create an Advocate account, you can ignore this message.',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, loginUrl: string, uid: string, token: string): Mail {
  const link = `${loginUrl.replace(/\/+$/, '')}/login/reset-password/${uid}/${token}`;
  return {
    to,
    subject: 'Reset your Advocate password',
    text: [
      'Hello,',
      '',
      'Someone asked to reset the password of the Advocate account with this email address.',
      'To choose a new password, open this link:',
      link,
      '',
      'The link works once, for 3 days. If you did not ask for it, you can ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * Sends without letting a mail failure fail the request that caused it (the account change is
 * already committed); the failure is logged. Not awaited by callers that must not reveal timing.
 */
export function dispatchMail(mailer: Mailer, mail: Mail, log: { error: (obj: object, msg: string) => void }): Promise<void> {
  return mailer.send(mail).catch((error: unknown) => {
    log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail could not be sent');
  });
}
