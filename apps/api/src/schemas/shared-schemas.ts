import type { FastifyInstance } from 'fastify';
import { authSchema, detailSchema, errorSchema, inviteCodeSchema, profileSchema, userSchema } from './answers.ts';
import { actionSchema } from '../modules/broadcaster-actions/schemas/broadcaster-action-answer.ts';
import { broadcasterCampaignSchema } from '../modules/broadcasters/schemas/broadcaster-campaign-answer.ts';
import { campaignDetailSchema, overviewFiguresSchema } from '../modules/campaigns/schemas/campaign-schemas.ts';
import {
  complianceBroadcasterSchema,
  complianceEntrySchema,
  complianceHistorySchema,
  complianceSchema,
  overrideComplianceSchema,
} from '../modules/compliance/schemas/compliance-answer.ts';
import { componentSchema, typeSchema } from '../modules/components/schemas/component-schemas.ts';
import { campaignInvitationSchema, teamInvitationSchema } from '../modules/invitations/schemas/invitation-answers.ts';
import { managerInvitationSchema, managerSchema } from '../modules/managers/schemas/managers-schemas.ts';
import {
  clickMetricsSchema,
  conversionMetricsSchema,
  impressionMetricsSchema,
  metricsSummarySchema,
  socialMetricsSchema,
  videoPlayMetricsSchema,
  videoPlaySchema,
  viewershipDaySchema,
  viewershipMetricsSchema,
} from './metrics-schemas.ts';

/** The named answer shapes, in the order `components.schemas` lists them. */
export const sharedSchemas = [
  errorSchema,
  detailSchema,
  inviteCodeSchema,
  profileSchema,
  userSchema,
  authSchema,
  campaignDetailSchema,
  overviewFiguresSchema,
  broadcasterCampaignSchema,
  campaignInvitationSchema,
  teamInvitationSchema,
  typeSchema,
  componentSchema,
  actionSchema,
  complianceSchema,
  complianceBroadcasterSchema,
  complianceEntrySchema,
  complianceHistorySchema,
  overrideComplianceSchema,
  managerSchema,
  managerInvitationSchema,
  clickMetricsSchema,
  conversionMetricsSchema,
  viewershipMetricsSchema,
  viewershipDaySchema,
  videoPlayMetricsSchema,
  videoPlaySchema,
  socialMetricsSchema,
  impressionMetricsSchema,
  metricsSummarySchema,
] as const;

/**
 * Registers the named schemas once for the whole app (validation, serialisation and the OpenAPI
 * document's `components.schemas`); routes point to them with `ref(...)` (named-schemas.ts).
 */
export function registerSharedSchemas(app: FastifyInstance): void {
  for (const schema of sharedSchemas) app.addSchema(schema);
}

/** The swagger plugin's names for registered schemas: their `$id` (instead of `def-<n>`). */
export const refResolver = {
  buildLocalReference: (json: Record<string, unknown>, _baseUri: unknown, _fragment: string, i: number) =>
    typeof json.$id === 'string' ? json.$id : `def-${i}`,
};
