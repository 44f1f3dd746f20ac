import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { listBroadcasterCampaigns } from '../broadcasters-service.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { broadcasterCampaign } from '../schemas/broadcaster-campaign-answer.ts';
import { slugParams } from '../../../schemas/strings.ts';
import { requireBroadcaster } from '../../shared/index.ts';
import { changeOwnCampaignStatus, type SelfStatusChange } from '../broadcaster-campaign-status.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

/**
 * The broadcaster campaigns page (spec 02 §2, §3; decision 354): GET broadcaster-campaigns/ answers
 * the campaigns the broadcaster is on with the card's texts, components, periods and their own
 * metrics; PATCH broadcaster-campaigns/{slug}/suspend/ and /activate/ are Suspend Campaign and
 * Activate Campaign (decision 353). Broadcasters only (a manager gets 403).
 */
export const broadcasterCampaignsRoutes: ApiPlugin = async (app) => {
  app.get(
    '/broadcaster-campaigns/',
    {
      schema: {
        tags: ['campaigns'],
        operationId: 'listBroadcasterCampaigns',
        summary: 'The campaigns the signed-in broadcaster is on, as their campaigns page shows them',
        security: tokenOnly,
        response: { 200: { type: 'array', items: broadcasterCampaign }, 401: errorAnswer, 403: errorAnswer },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireBroadcaster(user);
      return listBroadcasterCampaigns(app.ctx.db, user.id);
    },
  );

  const change = (verb: SelfStatusChange, operationId: string, summary: string) =>
    app.patch(
      `/broadcaster-campaigns/:slug/${verb}/`,
      {
        schema: {
          tags: ['campaigns'],
          operationId,
          summary,
          security: tokenOnly,
          params: slugParams,
          response: { 200: broadcasterCampaign, 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer },
        },
      },
      async (request) => changeOwnCampaignStatus(app.ctx.db, currentUser(request), request.params.slug, verb, app.ctx.now()),
    );
  change('suspend', 'suspendOwnCampaign', 'Suspend Campaign: the broadcaster deactivates themselves where the campaign allows it');
  change('activate', 'activateOwnCampaign', 'Activate Campaign: the broadcaster re-activates a campaign they suspended');
};
