import { messages } from '@advocate/validation';
import { serverMessages } from '@advocate/validation/server-messages';
import type { Db } from '../../db/db.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { recordConversions } from '../../repositories/event-recording-repository.ts';
import { findLinkByKey } from '../../repositories/link-runtime-repository.ts';
import { queueWebhookDeliveries } from './webhook-events.ts';

export interface ConversionRequest {
  source?: string;
}

/**
 * POST conversion/ (issue 8, ARCHITECTURE §6; decision 526): a shop reports a conversion for the
 * `advref` key it received. Any tracked link's key counts, active or not (a purchase may come after
 * the link was retired). The conversion, its rollups and its webhook deliveries commit together.
 */
export async function recordConversion(
  db: Db,
  body: ConversionRequest,
  origin: { ip: string; country: string | null },
  now: Date,
): Promise<{ source: string; created: string }> {
  const source = (body.source ?? '').trim();
  if (!source) throw badRequest({ source: [messages.required] });
  const link = await findLinkByKey(db, source);
  if (!link) throw badRequest({ source: [serverMessages.unknownConversionSource] });
  await db.transaction(async (tx) => {
    const [id] = await recordConversions(tx, [
      {
        time: now, trackingLinkId: link.id, source: link.key, broadcasterId: link.broadcaster_id, campaignId: link.campaign_id,
        componentId: link.component_id, componentType: link.component_type, ipAddr: origin.ip, country: origin.country,
      },
    ]);
    await queueWebhookDeliveries(tx, [
      {
        campaignId: link.campaign_id,
        event: 'conversion',
        payload: {
          event: 'conversion', id, time: now.toISOString(), campaign: link.campaign_slug, broadcaster: link.username,
          component_id: link.component_id, component_type: link.component_type, key: link.key, target: link.target, country: origin.country,
        },
      },
    ]);
  });
  return { source: link.key, created: now.toISOString() };
}
