import { messages } from '@advocate/validation';
import type { AppContext } from '../../context/app-context.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { badRequest } from '../../errors.ts';
import {
  findCampaignChatbot,
  findTeamChatbot,
  listCampaignApprovedChatbots,
  listTeamApprovedChatbots,
  setCampaignChatbot,
  setTeamChatbot,
  upsertChatbotAccount,
  type AuthorisedChatbot,
  type ChatbotRef,
} from './repositories/chatbot-accounts-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { editableTeam, requireManager, visibleCampaign, visibleTeam } from '../shared/index.ts';
import { recordNamedEvent } from '../campaigns/index.ts';
import { recordActivity } from '../activity/index.ts';
import { changeableCampaign } from '../campaigns/index.ts';
import { MAX_CODE_LENGTH, ProviderError } from '../social/index.ts';
import { twitchAccount } from '../social/index.ts';

/** A chatbot as the consoles show it; the default account's label is 'advogg (default)' (spec 01 §9). */
export interface ChatbotView {
  login: string;
  is_default: boolean;
  label: string;
}

export interface CampaignChatbots {
  twitch_chatbot_account: ChatbotView;
  twitch_chatbot_connection: string | null;
  approved_chatbots: ChatbotView[];
}

export interface TeamChatbots {
  default_chatbot: ChatbotView;
  approved_chatbots: ChatbotView[];
}

export const chatbotView = (a: ChatbotRef): ChatbotView => ({
  login: a.login,
  is_default: a.is_default,
  label: a.is_default ? `${a.login} (default)` : a.login,
});

const chatbotFailed = () => badRequest({ non_field_errors: [messages.chatbotUpdateFailed] });

/**
 * The Twitch account behind a code, exchanged at Twitch (or its stand-in) exactly as the Twitch
 * sign-in does (same client, same redirect URI: the login app's /auth/twitch); any failure is the
 * spec's 'Could not update chatbot' (decision 333).
 */
async function chatbotForCode(ctx: AppContext, code: string): Promise<AuthorisedChatbot> {
  if (!code.trim() || code.length > MAX_CODE_LENGTH) throw chatbotFailed();
  try {
    const account = await twitchAccount(ctx.config, code);
    return {
      twitchUserId: account.providerUserId,
      login: account.login,
      accessToken: account.accessToken,
      refreshToken: account.refreshToken,
      scopes: account.scopes,
    };
  } catch (error) {
    if (error instanceof ProviderError) throw chatbotFailed();
    throw error;
  }
}

/** The campaign's chatbot and the ones it may use. */
export async function campaignChatbots(db: Db, campaignId: number): Promise<CampaignChatbots> {
  const current = await findCampaignChatbot(db, campaignId);
  return {
    twitch_chatbot_account: chatbotView(current.account),
    twitch_chatbot_connection: current.connection,
    approved_chatbots: (await listCampaignApprovedChatbots(db, campaignId)).map(chatbotView),
  };
}

export async function teamChatbots(db: Db, teamId: number): Promise<TeamChatbots> {
  return {
    default_chatbot: chatbotView(await findTeamChatbot(db, teamId)),
    approved_chatbots: (await listTeamApprovedChatbots(db, teamId)).map(chatbotView),
  };
}

/** GET campaigns/{slug}/chatbot/: managers who see the campaign. */
export async function readCampaignChatbots(db: Db, user: UserRow, slug: string): Promise<CampaignChatbots> {
  requireManager(user);
  return campaignChatbots(db, (await visibleCampaign(db, user, slug)).id);
}

/** GET teams/{id}/chatbot/: managers who see the team. */
export async function readTeamChatbots(db: Db, user: UserRow, teamId: number): Promise<TeamChatbots> {
  requireManager(user);
  return teamChatbots(db, (await visibleTeam(db, user, teamId)).id);
}

/**
 * PATCH campaigns/{slug}/set_chatbot_account/ {code}: exchanges the code (before any write), then
 * in one transaction stores the account, makes it the campaign's chatbot and an approved one, and
 * records chatbot_set.
 */
export async function setCampaignChatbotFromCode(ctx: AppContext, user: UserRow, slug: string, code: string): Promise<CampaignChatbots> {
  const now = ctx.now();
  const campaign = await changeableCampaign(ctx.db, user, slug, now);
  const authorised = await chatbotForCode(ctx, code);
  await ctx.db.transaction(async (tx) => {
    const before = await findCampaignChatbot(tx, campaign.id);
    const account = await upsertChatbotAccount(tx, authorised, user.id, now);
    await setCampaignChatbot(tx, campaign.id, account.id, true);
    await recordNamedEvent(tx, 'chatbot_set', account.login, { campaignId: campaign.id, now });
    await recordChatbotChange(tx, user.id, ctx.now(), { campaignId: campaign.id }, before.account.login, account.login);
  });
  return campaignChatbots(ctx.db, campaign.id);
}

/** PATCH teams/{id}/set_default_chatbot/ {code}: the same for a team's default chatbot (canEditTeams). */
export async function setTeamChatbotFromCode(ctx: AppContext, user: UserRow, teamId: number, code: string): Promise<TeamChatbots> {
  requireManager(user);
  const team = await editableTeam(ctx.db, user, teamId);
  const authorised = await chatbotForCode(ctx, code);
  await ctx.db.transaction(async (tx) => {
    const before = await findTeamChatbot(tx, team.id);
    const account = await upsertChatbotAccount(tx, authorised, user.id, ctx.now());
    await setTeamChatbot(tx, team.id, account.id, true);
    await recordChatbotChange(tx, user.id, ctx.now(), { teamId: team.id }, before.login, account.login);
  });
  return teamChatbots(ctx.db, team.id);
}

/** The activity entry of a campaign's chatbot or a team's default one changing (issue 30 part 4). */
function recordChatbotChange(
  tx: Queryable,
  actorId: number,
  at: Date,
  place: { campaignId: number } | { teamId: number },
  before: string,
  after: string,
): Promise<void> {
  return recordActivity(tx, actorId, {
    at: at,
    kind: 'campaignId' in place ? 'campaign' : 'team',
    action: 'chatbot_set',
    place,
    subject: after,
    before: { chatbot: before },
    after: { chatbot: after },
  });
}

const pick = (approved: ChatbotRef[], login: string) => approved.find((a) => a.login.toLowerCase() === login.trim().toLowerCase());

/** PATCH campaigns/{slug}/set_approved_chatbot/ {new_chatbot}: one of the campaign's approved chatbots (by login). */
export async function setCampaignApprovedChatbot(db: Db, user: UserRow, slug: string, login: string, now: Date): Promise<CampaignChatbots> {
  const campaign = await changeableCampaign(db, user, slug, now);
  const chosen = pick(await listCampaignApprovedChatbots(db, campaign.id), login);
  if (!chosen) throw badRequest({ new_chatbot: [messages.selectApprovedChatbot] });
  await db.transaction(async (tx) => {
    const before = await findCampaignChatbot(tx, campaign.id);
    await setCampaignChatbot(tx, campaign.id, chosen.id, false);
    await recordNamedEvent(tx, 'chatbot_set', chosen.login, { campaignId: campaign.id, now });
    await recordChatbotChange(tx, user.id, now, { campaignId: campaign.id }, before.account.login, chosen.login);
  });
  return campaignChatbots(db, campaign.id);
}

/** PATCH teams/{id}/set_approved_chatbot/ {new_chatbot}: one of the team's approved chatbots becomes its default. */
export async function setTeamApprovedChatbot(db: Db, user: UserRow, teamId: number, login: string, now: Date): Promise<TeamChatbots> {
  requireManager(user);
  const team = await editableTeam(db, user, teamId);
  const chosen = pick(await listTeamApprovedChatbots(db, team.id), login);
  if (!chosen) throw badRequest({ new_chatbot: [messages.selectApprovedChatbot] });
  await db.transaction(async (tx) => {
    const before = await findTeamChatbot(tx, team.id);
    await setTeamChatbot(tx, team.id, chosen.id, false);
    await recordChatbotChange(tx, user.id, now, { teamId: team.id }, before.login, chosen.login);
  });
  return teamChatbots(db, team.id);
}
