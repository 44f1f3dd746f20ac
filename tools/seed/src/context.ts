import type { ComponentTypeSlug } from '@advocate/auth-and-guards/policies';
import type { Queryable } from './api.ts';
import type { Random } from './random.ts';

export type TeamKey = 'nebula' | 'crimson' | 'demo';

export type CampaignStatus = 'Invited' | 'Declined' | 'Pending' | 'Active' | 'Flagged' | 'Deactivated' | 'Campaign Ended';

/** A component type slug (the shared policy list). */
export type ComponentType = ComponentTypeSlug;

export interface DemoCampaign {
  slug: string;
  name: string;
  /** Short brand name used in component names and messages. */
  brand: string;
  colour: string;
  team: TeamKey | null;
  /** Days from today (UTC) of the start and end; null end: ongoing. */
  start: number;
  end: number | null;
  client: string;
  website: string;
  description: string;
  isDemo?: boolean;
  hasConversions?: boolean;
  autoActiveInvites?: boolean;
  allowSelfDeactivate?: boolean;
  independentLiveGraphics?: boolean;
  dailyImpressionCap?: number;
  /** Types available on the campaign. */
  types: ComponentType[];
  /** Types that get a component (all available ones when absent). */
  components?: ComponentType[];
  statuses: Record<string, CampaignStatus>;
}

export interface SeededCampaign {
  id: number;
  def: DemoCampaign;
  startDate: Date;
  endDate: Date | null;
  secondsPerImpression: number;
}

export interface SeededComponent {
  id: number;
  campaign: SeededCampaign;
  type: ComponentType;
  name: string;
  /** Target of the active version, for types that carry a tracked link. */
  link: string | null;
  versionIds: number[];
  ready: boolean;
  endTime: Date | null;
  /** Still running: ready and not ended. */
  live: boolean;
}

/** Everything the seed steps share, inside the one seeding transaction. */
export interface SeedContext {
  tx: Queryable;
  now: Date;
  random: Random;
  /** UTC midnight of `now` plus whole days, plus hours. */
  at(days: number, hours?: number): Date;
  /** Broadcaster username or manager email → user id. */
  users: Map<string, number>;
  teams: Map<TeamKey, number>;
  squads: Map<string, number>;
  campaigns: Map<string, SeededCampaign>;
  components: SeededComponent[];
  /** `${broadcasterId}:${componentId}` → tracking link. */
  trackingLinks: Map<string, { id: number; key: string; target: string }>;
}

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

export function userId(ctx: SeedContext, name: string): number {
  const id = ctx.users.get(name);
  if (id === undefined) throw new Error(`seed: unknown demo user ${name}`);
  return id;
}

export function teamId(ctx: SeedContext, key: TeamKey): number {
  const id = ctx.teams.get(key);
  if (id === undefined) throw new Error(`seed: unknown demo team ${key}`);
  return id;
}
