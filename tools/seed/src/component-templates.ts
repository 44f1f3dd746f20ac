import type { ComponentType, DemoCampaign } from './context.ts';
import { picture } from './images.ts';
import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';

export interface VersionTemplate {
  image: string | null;
  message: string | null;
  link: string | null;
  config: Record<string, unknown>;
}

export interface ComponentTemplate {
  name: string;
  description?: string;
  keyword?: string;
  youtubeUrl?: string;
  widgetUpload?: string;
  compliance?: boolean;
  /** Oldest first; the last one is the active version. */
  versions: VersionTemplate[];
}

/** The demo Shopify shop of a brand that runs a conversion popup. */
export const demoShopOf = (brand: string) => `${brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.myshopify.com`;

const short = (c: DemoCampaign) => c.brand.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** A realistic component of each type for a campaign (spec 01 §3 Component and config keys). */
export function componentTemplate(type: ComponentType, c: DemoCampaign): ComponentTemplate {
  const link = `${c.website}/?utm_source=advocate`;
  switch (type) {
    case COMPONENT_TYPE.liveGraphics:
      return {
        name: `${c.brand} Overlay`,
        versions: [
          { image: picture(`${c.brand}`, 400, 120, c.colour), message: null, link, config: { duration: 30, rotation_delay: 300 } },
          { image: picture(`${c.brand} - New!`, 400, 120, c.colour), message: null, link, config: { duration: 30, rotation_delay: 300 } },
        ],
      };
    case COMPONENT_TYPE.bannerGraphics:
      return {
        name: `${c.brand} Panel`,
        compliance: true,
        versions: [
          { image: picture(c.brand, 320, 160, c.colour), message: null, link, config: { is_fulfillable: true } },
          {
            image: picture(`Shop ${c.brand}`, 320, 160, c.colour),
            message: null,
            link: `${c.website}/shop`,
            config: { is_fulfillable: true },
          },
        ],
      };
    case COMPONENT_TYPE.chatBot:
      return {
        name: `${c.brand} Chat Message`,
        versions: [
          {
            image: null,
            message: `This stream is supported by ${c.brand}! Check them out: {{link}}`,
            link,
            config: { message_interval: 1200 },
          },
        ],
      };
    case COMPONENT_TYPE.chatBotCommand:
      return {
        name: `!${short(c)} command`,
        versions: [
          {
            image: null,
            message: `${c.brand}: ${c.description.split('.')[0]}. {{link}}`,
            link,
            config: { command: `!${short(c)}`, message_interval: 1200 },
          },
        ],
      };
    case COMPONENT_TYPE.suggestedTweet:
      return {
        name: `${c.brand} Tweet`,
        compliance: true,
        keyword: short(c),
        versions: [
          {
            image: picture(c.brand, 600, 314, c.colour),
            message: `Going live with ${c.brand} tonight! {{link}} #ad`,
            link,
            config: { is_editable: true, is_fulfillable: true },
          },
        ],
      };
    case COMPONENT_TYPE.suggestedRetweet:
      return {
        name: `${c.brand} Retweet`,
        versions: [
          {
            image: null,
            message: `https://twitter.com/${short(c)}/status/1790000000000000${c.slug.length}`,
            link: null,
            config: { is_fulfillable: true },
          },
        ],
      };
    case COMPONENT_TYPE.fullscreenVideo:
      return {
        name: `${c.brand} Trailer`,
        youtubeUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        versions: [{ image: null, message: null, link: null, config: { duration: 30 } }],
      };
    case COMPONENT_TYPE.customLink:
      return {
        name: `${c.brand} Offer Link`,
        versions: [
          { image: null, message: null, link: `${c.website}/offer`, config: { source_keyword: short(c) } },
          { image: null, message: null, link: `${c.website}/offer?season=summer`, config: { source_keyword: short(c) } },
        ],
      };
    case COMPONENT_TYPE.advocateWidget:
      return {
        name: `${c.brand} Spin the Wheel`,
        widgetUpload: 'widgets/demo-spin-the-wheel.zip',
        versions: [{ image: null, message: null, link: null, config: { widget_root: 'index.html' } }],
      };
    case COMPONENT_TYPE.conversionPopup:
      return {
        name: `${c.brand} Purchase Popup`,
        versions: [
          {
            image: picture('Thanks!', 300, 100, c.colour),
            message: '{name} just joined via this stream!',
            link: null,
            // The brand's Shopify shop, installed and confirmed in the demo (shopify.ts).
            config: { duration: 8, shop: demoShopOf(c.brand) },
          },
        ],
      };
    case COMPONENT_TYPE.watchParty:
      return {
        name: `${c.brand} Watch Party`,
        versions: [{ image: null, message: null, link: null, config: {} }],
      };
    case COMPONENT_TYPE.dynamicCta:
      return {
        name: `${c.brand} Live Promo`,
        versions: [{ image: picture(`${c.brand} Promo`, 500, 140, c.colour), message: null, link, config: {} }],
      };
  }
}
