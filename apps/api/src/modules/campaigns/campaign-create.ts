import { canEditCampaigns } from '@advocate/auth-and-guards/policies';
import { campaignCreateForm, messages } from '@advocate/validation';
import type { ComponentSlug } from '@advocate/api-client';
import type { Db } from '../../db/db.ts';
import { isUniqueViolation } from '../../db/db.ts';
import { badRequest, forbidden } from '../../errors.ts';
import {
  activeTeamMembersNamed,
  addCampaignSquad,
  CAMPAIGN_COLUMNS,
  insertCampaignRow,
  insertCampaignStatus,
  managesTeam,
  setCampaignComponentTypes,
  takenSlugs,
  teamExists,
  teamSquadsWithMembers,
  visibleComponentTypes,
  type CampaignColumns,
} from './repositories/campaign-writes-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { recordBroadcasterEvent, recordCampaignEvent, recordNamedEvent } from './campaign-events.ts';
import { recordActivity } from '../activity/index.ts';
import { checkForm, readDates, slugBase, uniqueSlug } from './campaign-values.ts';

/** POST campaigns/ body (the creation wizard and Add a Sponsor, spec 01 §7). */
export interface CampaignCreateInput extends Partial<Omit<CampaignColumns, 'start_date' | 'end_date'>> {
  name: string;
  start_date: string;
  end_date?: string | null;
  team?: number | null;
  available_components?: ComponentSlug[];
  broadcasters_to_add?: string[];
  squads?: number[];
}

/** Defaults of a new campaign (spec 01 §9: 15 seconds per impression, budget 1, target 1). */
const DEFAULTS = {
  client: '',
  website: '',
  description: '',
  requirements: '',
  general_guidelines: '',
  payment_terms: '',
  is_finite: true,
  budget: 1,
  target: 1,
  auto_active_invites: false,
  action_notifications: true,
  team_auto_add: false,
  independent_live_graphics: false,
  allow_self_deactivate: false,
  set_live_graphic_times: false,
  pause_after_live_graphics: 0,
  keyword_links: false,
  hard_coded_links: false,
  impression_cutoff: null,
  daily_impression_cap: null,
  seconds_per_impression: 15,
} satisfies Omit<CampaignColumns, 'name' | 'start_date' | 'end_date'>;

/** Checks who may create for which team: canEditCampaigns; a non-admin only for a team they manage (decision 321). */
async function checkTeam(db: Db, user: UserRow, team: number | null): Promise<void> {
  if (!canEditCampaigns(user)) throw forbidden();
  if (team === null) {
    if (!user.is_admin) throw badRequest({ team: [messages.required] });
    return;
  }
  const exists = await teamExists(db, team);
  if (!exists || (!user.is_admin && !(await managesTeam(db, user.id, team)))) throw badRequest({ team: [messages.unknownPk(team)] });
}

/**
 * Creates a campaign with its participants in one transaction (spec 01 §7 Create campaigns, §4):
 * the broadcasters named (Active team members only) and the members of the squads chosen get
 * 'Active' when auto_active_invites is set, else 'Pending'; one campaign_created event, one
 * broadcaster_added per broadcaster and one squad_added per squad. Answers the new slug.
 */
export async function createCampaign(db: Db, user: UserRow, input: CampaignCreateInput, now: Date): Promise<{ id: number; slug: string }> {
  const team = input.team ?? null;
  await checkTeam(db, user, team);
  const dates = readDates(input);
  const values = {
    ...DEFAULTS,
    ...stripUndefined(input),
    name: input.name.trim(),
    start_date: dates.start_date as Date,
    end_date: dates.end_date ?? null,
  };
  checkForm(campaignCreateForm, values);

  const usernames = [...new Set((input.broadcasters_to_add ?? []).map((u) => u.trim()).filter(Boolean))];
  const squadIds = [...new Set(input.squads ?? [])];
  const members = team === null ? [] : await activeTeamMembersNamed(db, team, usernames);
  const found = new Set(members.map((m) => m.username.toLowerCase()));
  if (usernames.some((u) => !found.has(u.toLowerCase()))) throw badRequest({ broadcasters_to_add: [messages.selectValidTeamMember] });
  const squads = team === null ? [] : await teamSquadsWithMembers(db, team, squadIds);
  const missingSquad = squadIds.find((id) => !squads.some((s) => s.id === id));
  if (missingSquad !== undefined) throw badRequest({ squads: [messages.unknownPk(missingSquad)] });
  const types = input.available_components ?? (await visibleComponentTypes(db));

  const participants = new Map<number, { id: number; username: string }>();
  for (const m of [...members, ...squads.flatMap((s) => s.members)]) participants.set(m.id, m);
  const status = values.auto_active_invites ? 'Active' : 'Pending';

  // A slug taken between the read and the insert (two creations at once) retries with the next one.
  for (let attempt = 0; ; attempt += 1) {
    const slug = uniqueSlug(slugBase(values.name), await takenSlugs(db, slugBase(values.name)));
    try {
      return await db.transaction(async (tx) => {
        const id = await insertCampaignRow(tx, { ...pickColumns(values), slug, team_id: team, created_by: user.id });
        await setCampaignComponentTypes(tx, id, types);
        const at = { campaignId: id, now };
        await recordCampaignEvent(tx, 'campaign_created', at);
        for (const squad of squads) {
          await addCampaignSquad(tx, id, squad.id);
          await recordNamedEvent(tx, 'squad_added', squad.name, at);
        }
        for (const broadcaster of participants.values()) {
          await insertCampaignStatus(tx, id, broadcaster.id, status, user.id, now);
          await recordBroadcasterEvent(tx, 'broadcaster_added', broadcaster, at);
        }
        await recordActivity(tx, user.id, {
          at: now,
          kind: 'campaign',
          action: 'created',
          place: { campaignId: id },
          subject: values.name,
          before: null,
          after: {
            name: values.name,
            slug,
            start_date: values.start_date.toISOString(),
            end_date: values.end_date?.toISOString() ?? null,
            squads: squads.map((squad) => squad.name),
            broadcasters: [...participants.values()].map((b) => b.username),
          },
        });
        return { id, slug };
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

function stripUndefined<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Only the campaign's own columns (CAMPAIGN_COLUMNS), whatever else `values` carries. */
function pickColumns(values: CampaignColumns): CampaignColumns {
  return Object.fromEntries(CAMPAIGN_COLUMNS.map((column) => [column, values[column]])) as unknown as CampaignColumns;
}
