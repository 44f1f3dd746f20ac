import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';
import { CLICK_TYPE_LABELS, countryName, roundedCvm, type ReportMetricId } from '@advocate/metrics-math';

export { REPORT_METRIC_LABELS as METRIC_LABELS, REPORT_SECTION_TITLES as SECTION_TITLES } from '@advocate/metrics-math';

/** Component type display names by slug (component_types.name, as the pages read them). */
export type TypeNames = ReadonlyMap<string, string>;

/** Click type names of spec 01 §9 by component type slug. */
const CLICK_TYPE_BY_SLUG: Readonly<Record<string, string>> = {
  [COMPONENT_TYPE.liveGraphics]: CLICK_TYPE_LABELS.live_graphic_clicks,
  [COMPONENT_TYPE.bannerGraphics]: CLICK_TYPE_LABELS.banner_graphic_clicks,
  [COMPONENT_TYPE.chatBot]: CLICK_TYPE_LABELS.twitch_chatbot_clicks,
  [COMPONENT_TYPE.chatBotCommand]: CLICK_TYPE_LABELS.twitch_command_clicks,
  [COMPONENT_TYPE.suggestedTweet]: CLICK_TYPE_LABELS.twitter_clicks,
  [COMPONENT_TYPE.suggestedRetweet]: CLICK_TYPE_LABELS.twitter_clicks,
  [COMPONENT_TYPE.customLink]: CLICK_TYPE_LABELS.custom_link_clicks,
};

/** A component type's display name, as the Clicks tab's Type column shows it; the slug only for a type that no longer exists. */
export const componentTypeName = (slug: string, names: TypeNames): string => names.get(slug) ?? slug;

/** A click type's name: spec 01 §9's where it names one, else the component type's display name (issue 26). */
export const clickTypeLabel = (slug: string, names: TypeNames): string => CLICK_TYPE_BY_SLUG[slug] ?? componentTypeName(slug, names);

/** A country as the Clicks tab names it (issue 26: one form everywhere). */
export const reportCountry = (code: string | null): string => countryName(code);

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * A figure as the files hold it, rounded as the pages show it (issue 26): CVM to two decimals,
 * hours to one; counts are whole already.
 */
export function reportFigure(id: ReportMetricId, value: number): number {
  if (id === 'cvm') return roundedCvm(value);
  if (id === 'watched_hours' || id === 'hours_broadcast') return oneDecimal(value);
  return value;
}
