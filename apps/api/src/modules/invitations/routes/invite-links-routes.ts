import { serverMessages } from '@advocate/validation/server-messages';
import { badRequest, notFound } from '../../../errors.ts';
import { perIpLimit } from '../../../plugins/rate-limits.ts';
import { findInviteLink, isExpired, type InviteKind } from '../invite-links.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { keyText } from '../../../schemas/strings.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

const inviteLinkAnswer = (nameField: 'campaign_name' | 'team_name') =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['key', nameField, 'expires_at'],
    properties: { key: { type: 'string' }, [nameField]: { type: 'string' }, expires_at: { type: 'string', format: 'date-time' } },
  }) as const;

/**
 * GET invite-links/campaign/{key}/ and invite-links/team/{key}/ (spec 00 §3 Invite link detail,
 * §8 invite page errors): no sign-in needed, the invite page reads them before login. Both count
 * against one per-IP limit (INVITE_READS_PER_MINUTE, decision 275), so keys cannot be tried in bulk.
 */
export const inviteLinksRoutes: ApiPlugin = async (app) => {
  const limitReads = perIpLimit(app, 'invite-reads', app.ctx.config.INVITE_READS_PER_MINUTE);
  const route = (kind: InviteKind, nameField: 'campaign_name' | 'team_name') =>
    app.get(
      `/invite-links/${kind}/:key/`,
      {
        onRequest: limitReads,
        schema: {
          tags: ['invites'],
          operationId: kind === 'campaign' ? 'readCampaignInviteLink' : 'readTeamInviteLink',
          summary: `Read a ${kind} invite link before signing in (limited per IP)`,
          security: [],
          params: { type: 'object', required: ['key'], properties: { key: keyText } } as const,
          response: { 200: inviteLinkAnswer(nameField), 400: errorAnswer, 404: errorAnswer },
        },
      },
      async (request) => {
        const link = await findInviteLink(app.ctx.db, kind, request.params.key);
        if (!link) throw notFound();
        if (isExpired(link, app.ctx.now())) throw badRequest({ expires_at: [serverMessages.inviteExpired] });
        return { key: link.key, [nameField]: link.name, expires_at: new Date(link.expires_at).toISOString() };
      },
    );
  route('campaign', 'campaign_name');
  route('team', 'team_name');
};
