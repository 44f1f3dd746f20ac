import type { Queryable } from '../../db/db.ts';
import { insertCampaignEvent } from './repositories/campaign-events-repository.ts';

/**
 * The latest-activity feed's events (spec 01 §2 Campaign overview, issue 10): every action a user
 * takes on a campaign writes one, in the transaction of the change, so the feed is real. The seed
 * writes the same types (tools/seed/src/activity.ts). Wording is the server's (docs/decisions/300).
 */
const eventMessages = {
  campaign_created: () => 'The campaign was created',
  campaign_updated: () => 'The campaign was updated',
  campaign_ended: () => 'The campaign was ended',
  settings_updated: () => 'Campaign settings were updated',
  invite_sent: (name: string) => `${name} was invited to the campaign`,
  invite_accepted: (name: string) => `${name} accepted the invitation`,
  invite_declined: (name: string) => `${name} declined the invitation`,
  broadcaster_joined: (name: string) => `${name} joined the campaign`,
  broadcaster_added: (name: string) => `${name} was added from the team`,
  broadcaster_activated: (name: string) => `${name} was activated`,
  broadcaster_deactivated: (name: string) => `${name} was deactivated`,
  broadcaster_suspended: (name: string) => `${name} suspended the campaign`,
  broadcaster_reactivated: (name: string) => `${name} re-activated the campaign`,
  squad_added: (name: string) => `Squad ${name} was added to the campaign`,
  squad_removed: (name: string) => `Squad ${name} was removed from the campaign`,
  chatbot_set: (name: string) => `${name} is now the campaign's chatbot`,
  component_added: (name: string) => `Component ${name} was added`,
  component_updated: (name: string) => `Component ${name} was updated`,
  component_archived: (name: string) => `Component ${name} was archived`,
  component_deleted: (name: string) => `Component ${name} was deleted`,
} as const;

export type CampaignEventType = keyof typeof eventMessages;

/** The event types that name a broadcaster (their channel is the event's link). */
type NamedEvent =
  'squad_added' | 'squad_removed' | 'chatbot_set' | 'component_added' | 'component_updated' | 'component_archived' | 'component_deleted';
type BroadcasterEvent = Exclude<
  CampaignEventType,
  'campaign_created' | 'campaign_updated' | 'campaign_ended' | 'settings_updated' | NamedEvent
>;

export interface CampaignEventInput {
  campaignId: number;
  now: Date;
}

/** Records a campaign-level event (created, updated, ended, settings). */
export function recordCampaignEvent(
  tx: Queryable,
  type: 'campaign_created' | 'campaign_updated' | 'campaign_ended' | 'settings_updated',
  at: CampaignEventInput,
): Promise<void> {
  return insertCampaignEvent(
    tx,
    { campaignId: at.campaignId, eventType: type, broadcasterId: null, message: eventMessages[type](), link: null },
    at.now,
  );
}

/** Records an event about a named thing that is not a broadcaster (a squad, a chatbot account, a component). */
export function recordNamedEvent(tx: Queryable, type: NamedEvent, name: string, at: CampaignEventInput): Promise<void> {
  return insertCampaignEvent(
    tx,
    { campaignId: at.campaignId, eventType: type, broadcasterId: null, message: eventMessages[type](name), link: null },
    at.now,
  );
}

/** Records an event about one broadcaster; the link is their channel (`platformUrl`, may be null). */
export function recordBroadcasterEvent(
  tx: Queryable,
  type: BroadcasterEvent,
  broadcaster: { id: number; username: string; channelUrl?: string | null },
  at: CampaignEventInput,
): Promise<void> {
  return insertCampaignEvent(
    tx,
    {
      campaignId: at.campaignId,
      eventType: type,
      broadcasterId: broadcaster.id,
      message: eventMessages[type](broadcaster.username),
      link: broadcaster.channelUrl ?? null,
    },
    at.now,
  );
}

/** A campaign's event log, newest first, a page at a time. */
export { listCampaignEvents } from './repositories/campaign-events-repository.ts';
