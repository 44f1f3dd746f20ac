import { messages } from '@advocate/validation';
import type { Db } from '../../db/db.ts';
import { badRequest } from '../../errors.ts';
import {
  activeSquadMembers,
  campaignSquadIds,
  deleteCampaignSquad,
  findTeamSquad,
  insertCampaignSquad,
  listCampaignStatuses,
  placeOnCampaign,
  type CampaignStatusRow,
} from './repositories/campaign-status-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { syncCampaignActions } from '../broadcaster-actions/index.ts';
import { recordBroadcasterEvent, recordNamedEvent } from './campaign-events.ts';
import { recordActivity } from '../activity/index.ts';
import { changeableCampaign } from './campaign-status-service.ts';

/** Answer of add_squad / remove_squad (spec 01 §7: 'add response holds broadcasters and campaign'). */
export interface SquadChangeAnswer {
  broadcasters: CampaignStatusRow[];
  campaign: { slug: string; squads: number[] };
}

const refuse = (message: string) => badRequest({ squad: [message] });

/**
 * PATCH campaigns/{slug}/add_squad/ {squad}: links a squad of the campaign's team and puts its
 * Active team members on the campaign (Active with auto_active_invites, else Pending; spec 01 §4)
 * unless they already are on it. One transaction: the link, the statuses, a squad_added event and
 * a broadcaster_added event per broadcaster placed (decision 332).
 */
export async function addSquadToCampaign(db: Db, user: UserRow, slug: string, squadId: number, now: Date): Promise<SquadChangeAnswer> {
  const campaign = await changeableCampaign(db, user, slug, now);
  const squad = campaign.team_id === null ? undefined : await findTeamSquad(db, campaign.team_id, squadId);
  if (!squad) throw refuse(messages.selectValidSquad);
  const status = campaign.auto_active_invites ? 'Active' : 'Pending';
  await db.transaction(async (tx) => {
    if (!(await insertCampaignSquad(tx, campaign.id, squad.id))) throw refuse(messages.squadAlreadyOnCampaign);
    await recordNamedEvent(tx, 'squad_added', squad.name, { campaignId: campaign.id, now });
    const placed: string[] = [];
    for (const member of await activeSquadMembers(tx, squad.id)) {
      if (await placeOnCampaign(tx, campaign.id, member.id, status, user.id, now)) {
        await recordBroadcasterEvent(tx, 'broadcaster_added', member, { campaignId: campaign.id, now });
        placed.push(member.username);
      }
    }
    await recordActivity(tx, user.id, {
      at: now,
      kind: 'campaign',
      action: 'squad_added',
      place: { campaignId: campaign.id },
      subject: squad.name,
      before: null,
      after: { squad: squad.name, broadcasters_added: placed },
    });
    await syncCampaignActions(tx, campaign.id, now);
  });
  return answer(db, campaign);
}

/**
 * PATCH campaigns/{slug}/remove_squad/ {squad}: unlinks the squad; its broadcasters keep their
 * statuses (managers deactivate them one by one; decision 332). One squad_removed event.
 */
export async function removeSquadFromCampaign(db: Db, user: UserRow, slug: string, squadId: number, now: Date): Promise<SquadChangeAnswer> {
  const campaign = await changeableCampaign(db, user, slug, now);
  const squad = campaign.team_id === null ? undefined : await findTeamSquad(db, campaign.team_id, squadId);
  if (!squad) throw refuse(messages.selectValidSquad);
  await db.transaction(async (tx) => {
    if (!(await deleteCampaignSquad(tx, campaign.id, squad.id))) throw refuse(messages.squadNotOnCampaign);
    await recordNamedEvent(tx, 'squad_removed', squad.name, { campaignId: campaign.id, now });
    await recordActivity(tx, user.id, {
      at: now,
      kind: 'campaign',
      action: 'squad_removed',
      place: { campaignId: campaign.id },
      subject: squad.name,
      before: { squad: squad.name },
      after: null,
    });
  });
  return answer(db, campaign);
}

async function answer(db: Db, campaign: { id: number; slug: string }): Promise<SquadChangeAnswer> {
  return {
    broadcasters: await listCampaignStatuses(db, campaign.id),
    campaign: { slug: campaign.slug, squads: await campaignSquadIds(db, campaign.id) },
  };
}
