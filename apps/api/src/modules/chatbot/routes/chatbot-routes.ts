import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { idPathParams, keyText, pathId, slugParams, text } from '../../../schemas/strings.ts';
import {
  readCampaignChatbots,
  readTeamChatbots,
  setCampaignApprovedChatbot,
  setCampaignChatbotFromCode,
  setTeamApprovedChatbot,
  setTeamChatbotFromCode,
} from '../chatbot-service.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

const chatbot = {
  type: 'object',
  additionalProperties: false,
  required: ['login', 'is_default', 'label'],
  properties: {
    login: { type: 'string', description: 'Twitch login' },
    is_default: { type: 'boolean', description: 'The default account, which counts as no chatbot' },
    label: { type: 'string', description: "The login, with ' (default)' for the default account" },
  },
} as const;

const campaignChatbotsAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['twitch_chatbot_account', 'twitch_chatbot_connection', 'approved_chatbots'],
  properties: {
    twitch_chatbot_account: chatbot,
    twitch_chatbot_connection: { type: ['string', 'null'] },
    approved_chatbots: { type: 'array', items: chatbot },
  },
} as const;

const teamChatbotsAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['default_chatbot', 'approved_chatbots'],
  properties: { default_chatbot: chatbot, approved_chatbots: { type: 'array', items: chatbot } },
} as const;

const codeBody = { type: 'object', required: ['code'], properties: { code: keyText } } as const;
/** Twitch logins are at most 25 characters; 150 leaves room and stays bounded. */
const newChatbotBody = { type: 'object', required: ['new_chatbot'], properties: { new_chatbot: text(150) } } as const;

const tags = ['chatbot'];

/**
 * Chatbot accounts of campaigns and teams (spec 01 §7): authorising a Twitch account with the
 * code of the login app's Twitch callback (set_chatbot_account, set_default_chatbot), choosing an
 * approved one (set_approved_chatbot), and reading the current and approved chatbots.
 */
export const chatbotRoutes: ApiPlugin = async (app) => {
  app.get(
    '/campaigns/:slug/chatbot/',
    {
      schema: {
        tags,
        security: tokenOnly,
        operationId: 'readCampaignChatbot',
        summary: "The campaign's chatbot and the approved chatbots it may use",
        params: slugParams,
        response: { 200: campaignChatbotsAnswer, ...errors },
      },
    },
    async (request) => readCampaignChatbots(app.ctx.db, currentUser(request), request.params.slug),
  );

  app.patch(
    '/campaigns/:slug/set_chatbot_account/',
    {
      schema: {
        tags,
        security: tokenOnly,
        operationId: 'setCampaignChatbotAccount',
        summary: "Authorise a Twitch account (code of the Twitch callback) as the campaign's chatbot (edit-campaigns permission)",
        params: slugParams,
        body: codeBody,
        response: { 200: campaignChatbotsAnswer, ...errors },
      },
    },
    async (request) => setCampaignChatbotFromCode(app.ctx, currentUser(request), request.params.slug, request.body.code),
  );

  app.patch(
    '/campaigns/:slug/set_approved_chatbot/',
    {
      schema: {
        tags,
        security: tokenOnly,
        operationId: 'setCampaignApprovedChatbot',
        summary: "Make one of the approved chatbots the campaign's chatbot (edit-campaigns permission)",
        params: slugParams,
        body: newChatbotBody,
        response: { 200: campaignChatbotsAnswer, ...errors },
      },
    },
    async (request) =>
      setCampaignApprovedChatbot(app.ctx.db, currentUser(request), request.params.slug, request.body.new_chatbot, app.ctx.now()),
  );

  app.get(
    '/teams/:id/chatbot/',
    {
      schema: {
        tags,
        security: tokenOnly,
        operationId: 'readTeamChatbot',
        summary: "The team's default chatbot and its approved chatbots",
        params: idPathParams,
        response: { 200: teamChatbotsAnswer, ...errors },
      },
    },
    async (request) => readTeamChatbots(app.ctx.db, currentUser(request), pathId(request.params.id)),
  );

  app.patch(
    '/teams/:id/set_default_chatbot/',
    {
      schema: {
        tags,
        security: tokenOnly,
        operationId: 'setTeamDefaultChatbot',
        summary: "Authorise a Twitch account (code of the Twitch callback) as the team's default chatbot (edit-teams permission)",
        params: idPathParams,
        body: codeBody,
        response: { 200: teamChatbotsAnswer, ...errors },
      },
    },
    async (request) => setTeamChatbotFromCode(app.ctx, currentUser(request), pathId(request.params.id), request.body.code),
  );

  app.patch(
    '/teams/:id/set_approved_chatbot/',
    {
      schema: {
        tags,
        security: tokenOnly,
        operationId: 'setTeamApprovedChatbot',
        summary: "Make one of the team's approved chatbots its default (edit-teams permission)",
        params: idPathParams,
        body: newChatbotBody,
        response: { 200: teamChatbotsAnswer, ...errors },
      },
    },
    async (request) =>
      setTeamApprovedChatbot(app.ctx.db, currentUser(request), pathId(request.params.id), request.body.new_chatbot, app.ctx.now()),
  );
};
