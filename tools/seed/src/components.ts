import { componentTemplate, type ComponentTemplate } from './component-templates.ts';
import type { ComponentType, SeedContext, SeededCampaign } from './context.ts';
import { DAY_MS, userId } from './context.ts';
import { picture } from './images.ts';
import { insertOne, insertRows } from './insert-rows.ts';
import { COMPONENT_TYPE, TRACKED_LINK_COMPONENT_TYPES } from '@advocate/auth-and-guards/policies';

/** Types whose clicks go through a tracked link (the shared policy the API applies). */
export const LINKED_TYPES: readonly ComponentType[] = TRACKED_LINK_COMPONENT_TYPES;

interface Lifecycle {
  ready: boolean;
  endTime: Date | null;
}

async function insertComponent(
  ctx: SeedContext,
  campaign: SeededCampaign,
  type: ComponentType,
  t: ComponentTemplate,
  life: Lifecycle,
): Promise<void> {
  const created = new Date(campaign.startDate.getTime() - 3 * DAY_MS);
  const id = await insertOne(ctx.tx, 'components', {
    campaign_id: campaign.id,
    type,
    name: t.name,
    is_ready: life.ready,
    end_time: life.endTime,
    end_signal_send: life.endTime,
    compliance: t.compliance ?? false,
    keyword: t.keyword ?? null,
    youtube_url: t.youtubeUrl ?? null,
    widget_upload: t.widgetUpload ?? null,
    description: t.description ?? '',
    created_by: userId(ctx, 'admin@example.com'),
    created_at: created,
  });
  const versionIds = await insertRows(
    ctx.tx,
    'component_versions',
    ['component_id', 'content_id', 'sequence_number', 'image', 'message', 'link', 'created', 'config'],
    t.versions.map((v, i) => [
      id,
      ctx.random.hex(12),
      i + 1,
      v.image,
      v.message,
      v.link,
      new Date(created.getTime() + i * 9 * DAY_MS),
      JSON.stringify(v.config),
    ]),
    'id',
  );
  const active = t.versions[t.versions.length - 1];
  const live = life.ready && life.endTime === null;
  ctx.components.push({
    id,
    campaign,
    type,
    name: t.name,
    link: LINKED_TYPES.includes(type) ? active.link : null,
    versionIds,
    ready: life.ready,
    endTime: life.endTime,
    live,
  });

  if (type === COMPONENT_TYPE.watchParty) {
    const partyId = await insertOne(ctx.tx, 'watch_parties', {
      campaign_id: campaign.id,
      component_id: id,
      game: 'Rocket League',
      api_key: ctx.random.hex(32),
      current_source: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    });
    await ctx.tx.query(`UPDATE component_versions SET config = jsonb_build_object('watch_party_id', $1::integer) WHERE component_id = $2`, [
      partyId,
      id,
    ]);
  }
  if (type === COMPONENT_TYPE.dynamicCta) {
    const dctaId = await insertOne(ctx.tx, 'dctas', { component_id: id, rendered_image: active.image, rendered_at: created });
    await insertRows(
      ctx.tx,
      'widgets',
      ['dcta_id', 'type', 'name', 'text', 'sort_order'],
      [
        [dctaId, 'text', 'Headline', `${campaign.def.brand} - tonight only`, 0],
        [dctaId, 'text', 'Promo Code', 'ADVOCATE20', 1],
      ],
    );
  }
}

/**
 * Components of every campaign: one per type in its list, all ready; the first campaign also
 * gets an ended component ('Show Past Components') and a pending one.
 */
export async function insertComponents(ctx: SeedContext): Promise<void> {
  for (const campaign of ctx.campaigns.values()) {
    const ended = campaign.endDate !== null && campaign.endDate <= ctx.now;
    for (const type of campaign.def.components ?? campaign.def.types) {
      await insertComponent(ctx, campaign, type, componentTemplate(type, campaign.def), {
        ready: true,
        endTime: ended ? campaign.endDate : null,
      });
    }
  }
  const nova = ctx.campaigns.get('nova-energy-summer');
  if (!nova) return;
  const colour = nova.def.colour;
  await insertComponent(
    ctx,
    nova,
    COMPONENT_TYPE.liveGraphics,
    {
      name: 'Nova Spring Flavours Overlay',
      versions: [
        {
          image: picture('Spring Flavours', 400, 120, colour),
          message: null,
          link: `${nova.def.website}/spring`,
          config: { duration: 20 },
        },
      ],
    },
    { ready: false, endTime: ctx.at(-20, 12) },
  );
  await insertComponent(
    ctx,
    nova,
    COMPONENT_TYPE.bannerGraphics,
    {
      name: 'Nova Autumn Panel',
      compliance: true,
      versions: [{ image: picture('Coming Soon', 320, 160, colour), message: null, link: `${nova.def.website}/autumn`, config: {} }],
    },
    { ready: false, endTime: null },
  );
}

/** Groups (labels) with broadcasters and components (spec 01 §3 Label). */
export async function insertLabels(ctx: SeedContext): Promise<void> {
  const groups: Array<[string, string, string[], ComponentType[]]> = [
    ['nova-energy-summer', 'Top Performers', ['streamer_one', 'nightowl_gg'], [COMPONENT_TYPE.liveGraphics, COMPONENT_TYPE.chatBot]],
    ['nova-energy-summer', 'New Partners', ['pixel_paula'], [COMPONENT_TYPE.bannerGraphics]],
    ['ember-vpn-creator-program', 'VPN Nights', ['speedrun_sam', 'yt_creator'], [COMPONENT_TYPE.liveGraphics]],
    [
      'demo-aurora-cloud-gaming',
      'Featured Creators',
      ['streamer_one', 'chill_chloe'],
      [COMPONENT_TYPE.liveGraphics, COMPONENT_TYPE.fullscreenVideo],
    ],
  ];
  for (const [slug, name, members, types] of groups) {
    const campaign = ctx.campaigns.get(slug);
    if (!campaign) continue;
    const labelId = await insertOne(ctx.tx, 'labels', { campaign_id: campaign.id, name, created_at: campaign.startDate });
    await insertRows(
      ctx.tx,
      'label_broadcasters',
      ['label_id', 'broadcaster_id'],
      members.map((m) => [labelId, userId(ctx, m)]),
    );
    const componentIds = ctx.components.filter((c) => c.campaign === campaign && c.live && types.includes(c.type)).map((c) => c.id);
    if (componentIds.length)
      await insertRows(
        ctx.tx,
        'label_components',
        ['label_id', 'component_id'],
        componentIds.map((id) => [labelId, id]),
      );
  }
}
