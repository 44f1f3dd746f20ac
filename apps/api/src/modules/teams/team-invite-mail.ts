import type { Mail } from '../../mail/mailer.ts';

/**
 * The team invitation a broadcaster gets when a manager invites them (spec 01 §7 team status
 * 'invite'): the invitation waits on the creator studio dashboard, where they accept or decline it
 * (spec 02 §2 Invitations).
 */
export function teamInvitationMail(to: string, creatorUrl: string, team: { name: string }, username: string): Mail {
  const link = `${creatorUrl.replace(/\/+$/, '')}/dashboard`;
  return {
    to,
    subject: `You've been invited to join ${team.name} on Advocate`,
    text: [
      `Hello ${username},`,
      '',
      `${team.name} invited you to join their team on Advocate.`,
      'Open your dashboard to accept or decline the invitation:',
      link,
      '',
      'If you do not want to join, you can decline it there or ignore this message.',
    ].join('\n'),
  };
}
