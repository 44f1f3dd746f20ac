import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';
import { type ClickEvent, detectTrafficFlags, recordClicks } from './api.ts';
import type { SeedContext } from './context.ts';
import { userId } from './context.ts';

/** The campaign and channel the demo's traffic flag is on (tools/seed/README.md). */
export const ANOMALY_CAMPAIGN = 'orbit-chairs-always-on';
export const ANOMALY_BROADCASTER = 'retro_rick';
const ADDRESS = '203.0.113.66';

/**
 * One anomaly so the traffic-quality section shows a flag (issue 30 part 2): yesterday, one address
 * clicks retro_rick's Orbit Chairs banner link once an hour (each click counted: an hour apart, so no
 * repeat), then the detection job's own rules run over today and yesterday as the job would.
 */
export async function insertTrafficAnomaly(ctx: SeedContext): Promise<void> {
  const campaign = ctx.campaigns.get(ANOMALY_CAMPAIGN);
  if (!campaign) throw new Error(`seed: no campaign ${ANOMALY_CAMPAIGN}`);
  const broadcasterId = userId(ctx, ANOMALY_BROADCASTER);
  const component = ctx.components.find(
    (c) => c.campaign === campaign && c.type === COMPONENT_TYPE.bannerGraphics && ctx.trackingLinks.has(`${broadcasterId}:${c.id}`),
  );
  if (!component) throw new Error(`seed: ${ANOMALY_BROADCASTER} has no banner link on ${ANOMALY_CAMPAIGN}`);
  const link = ctx.trackingLinks.get(`${broadcasterId}:${component.id}`)!;
  const clicks: ClickEvent[] = Array.from({ length: 24 }, (_, hour) => ({
    time: new Date(ctx.at(-1, hour).getTime() + 7 * 60_000),
    broadcasterId,
    campaignId: campaign.id,
    componentId: component.id,
    componentType: component.type,
    trackingLinkId: link.id,
    link: link.target,
    ipAddr: ADDRESS,
    country: 'US',
    userAgent: `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.${hour}.0 Safari/537.36`,
    isBot: false,
  }));
  await recordClicks(ctx.tx, clicks);
  await detectTrafficFlags(ctx.tx, ctx.now);
}
