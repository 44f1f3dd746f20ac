import type { Mail } from '../../mail/mailer.ts';

/**
 * The campaign invitation a broadcaster gets when a manager invites them (spec 01 §7 status
 * 'invite'): the invitation waits on the creator studio dashboard, where they accept or decline it
 * (spec 02 §2 Invitations).
 */
export function campaignInvitationMail(to: string, creatorUrl: string, campaign: { name: string }, username: string): Mail {
  const link = `${creatorUrl.replace(/\/+$/, '')}/dashboard`;
  return {
    to,
    subject: `You've been invited to the ${campaign.name} campaign on Advocate`,
    text: [
      `Hello ${username},`,
      '',
      `You have been invited to take part in the sponsorship campaign ${campaign.name} on Advocate.`,
      'Open your dashboard to read the campaign and accept or decline the invitation:',
      link,
      '',
      'If you do not want to take part, you can decline it there or ignore this message.',
    ].join('\n'),
  };
}
