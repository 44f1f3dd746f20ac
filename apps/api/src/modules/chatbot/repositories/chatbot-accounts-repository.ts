import type { Queryable } from '../../../db/db.ts';

/** A chatbot account as the consoles show it: the default account ('advogg', is_default) reads 'advogg (default)' (spec 01 §3, §9). */
export interface ChatbotRef {
  id: number;
  login: string;
  is_default: boolean;
}

/** A Twitch account authorised as a chatbot, from the code exchange. */
export interface AuthorisedChatbot {
  twitchUserId: string;
  login: string;
  accessToken: string;
  refreshToken: string | null;
  scopes: string[];
}

/** Stores (or refreshes, by Twitch user id) an authorised chatbot account; answers it. */
export async function upsertChatbotAccount(
  db: Queryable,
  account: AuthorisedChatbot,
  authorisedBy: number,
  now: Date,
): Promise<ChatbotRef> {
  const [row] = await db.query<ChatbotRef>(
    `INSERT INTO chatbot_accounts (twitch_user_id, login, access_token, refresh_token, scopes, authorised_by, created_at)
     VALUES ($1, $2, $3, $4, $5::text[], $6, $7)
     ON CONFLICT (twitch_user_id) WHERE twitch_user_id IS NOT NULL DO UPDATE
       SET login = EXCLUDED.login, access_token = EXCLUDED.access_token, refresh_token = EXCLUDED.refresh_token,
           scopes = EXCLUDED.scopes, authorised_by = EXCLUDED.authorised_by
     RETURNING id, login, is_default`,
    [account.twitchUserId, account.login, account.accessToken, account.refreshToken, account.scopes, authorisedBy, now],
  );
  return row;
}

/** Makes the account the campaign's chatbot and one of its approved chatbots. */
export async function setCampaignChatbot(db: Queryable, campaignId: number, accountId: number, approve: boolean): Promise<void> {
  await db.query(
    'UPDATE campaigns SET twitch_chatbot_account_id = $2, twitch_chatbot_connection = NULL, updated_at = now() WHERE id = $1',
    [campaignId, accountId],
  );
  if (approve) {
    await db.query('INSERT INTO campaign_approved_chatbots (campaign_id, chatbot_account_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      campaignId,
      accountId,
    ]);
  }
}

/** Makes the account the team's default chatbot and one of its approved chatbots. */
export async function setTeamChatbot(db: Queryable, teamId: number, accountId: number, approve: boolean): Promise<void> {
  await db.query('UPDATE teams SET default_chatbot_id = $2 WHERE id = $1', [teamId, accountId]);
  if (approve) {
    await db.query('INSERT INTO team_approved_chatbots (team_id, chatbot_account_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      teamId,
      accountId,
    ]);
  }
}

const defaultAccount = `(SELECT id FROM chatbot_accounts WHERE is_default)`;

/** The campaign's chatbot: its own, else its team's default, else the default account. */
export async function findCampaignChatbot(db: Queryable, campaignId: number): Promise<{ account: ChatbotRef; connection: string | null }> {
  const [row] = await db.query<ChatbotRef & { connection: string | null }>(
    `SELECT a.id, a.login, a.is_default, c.twitch_chatbot_connection AS connection
     FROM campaigns c LEFT JOIN teams t ON t.id = c.team_id
     JOIN chatbot_accounts a ON a.id = coalesce(c.twitch_chatbot_account_id, t.default_chatbot_id, ${defaultAccount})
     WHERE c.id = $1`,
    [campaignId],
  );
  return { account: { id: row.id, login: row.login, is_default: row.is_default }, connection: row.connection };
}

/**
 * The chatbots a campaign may use: those approved for it or its team, the team's default and the
 * default account (always), default account last.
 */
export async function listCampaignApprovedChatbots(db: Queryable, campaignId: number): Promise<ChatbotRef[]> {
  return db.query<ChatbotRef>(
    `SELECT a.id, a.login, a.is_default FROM chatbot_accounts a
     WHERE a.is_default
        OR a.id IN (SELECT chatbot_account_id FROM campaign_approved_chatbots WHERE campaign_id = $1)
        OR a.id IN (SELECT tac.chatbot_account_id FROM team_approved_chatbots tac JOIN campaigns c ON c.team_id = tac.team_id WHERE c.id = $1)
        OR a.id IN (SELECT t.default_chatbot_id FROM teams t JOIN campaigns c ON c.team_id = t.id WHERE c.id = $1)
        OR a.id IN (SELECT twitch_chatbot_account_id FROM campaigns WHERE id = $1)
     ORDER BY a.is_default, lower(a.login), a.id`,
    [campaignId],
  );
}

/** The team's default chatbot, else the default account. */
export async function findTeamChatbot(db: Queryable, teamId: number): Promise<ChatbotRef> {
  const [row] = await db.query<ChatbotRef>(
    `SELECT a.id, a.login, a.is_default FROM teams t JOIN chatbot_accounts a ON a.id = coalesce(t.default_chatbot_id, ${defaultAccount}) WHERE t.id = $1`,
    [teamId],
  );
  return row;
}

/** The chatbots a team may use: those approved for it, its default and the default account, default account last. */
export async function listTeamApprovedChatbots(db: Queryable, teamId: number): Promise<ChatbotRef[]> {
  return db.query<ChatbotRef>(
    `SELECT a.id, a.login, a.is_default FROM chatbot_accounts a
     WHERE a.is_default
        OR a.id IN (SELECT chatbot_account_id FROM team_approved_chatbots WHERE team_id = $1)
        OR a.id IN (SELECT default_chatbot_id FROM teams WHERE id = $1)
     ORDER BY a.is_default, lower(a.login), a.id`,
    [teamId],
  );
}

/** A chatbot account by Twitch login (case-insensitive); the newest when several share it. */
export async function findChatbotByLogin(db: Queryable, login: string): Promise<ChatbotRef | undefined> {
  const rows = await db.query<ChatbotRef>(
    'SELECT id, login, is_default FROM chatbot_accounts WHERE lower(login) = lower($1) ORDER BY is_default DESC, id DESC LIMIT 1',
    [login],
  );
  return rows[0];
}
