import type { ClickEvent, ConversionEvent, DisplayEvent, VideoPlayEvent } from './event-recording-repository.ts';
import type { ViewershipSample } from './viewership-recording-repository.ts';

/**
 * How each raw event table takes a batch: one `INSERT … SELECT FROM jsonb_to_recordset($1)` per
 * table (clicks: `json_to_recordset`, which reads the batch as it parses it; decision 633), and the
 * mapping of an event to its JSON row. The live recorders wrap these inserts in
 * the statements that also move the rollups; the bulk import (event-import-repository.ts) runs
 * them alone and rebuilds the rollups afterwards. One description, so both write the same rows.
 */

const iso = (d: Date) => d.toISOString();

export const INSERT_CLICKS = `INSERT INTO clicks (time, broadcaster_id, campaign_id, component_id, component_type, tracking_link_id, link, ip_addr, country, user_agent, is_bot, flag, referrer)
       SELECT time, broadcaster_id, campaign_id, component_id, component_type, tracking_link_id, link, ip_addr, country, user_agent, is_bot, flag, referrer
       FROM json_to_recordset($1::json) AS x(time timestamptz, broadcaster_id int, campaign_id int, component_id int, component_type text,
         tracking_link_id int, link text, ip_addr text, country text, user_agent text, is_bot boolean, flag text, referrer text)`;

/** A click's row as INSERT_CLICKS reads it; `is_bot` and `flag` come last (the click journal's lines rely on it; decision 634). */
export const clickRow = (c: ClickEvent) => ({
  time: iso(c.time),
  broadcaster_id: c.broadcasterId,
  campaign_id: c.campaignId,
  component_id: c.componentId,
  component_type: c.componentType,
  tracking_link_id: c.trackingLinkId,
  link: c.link,
  ip_addr: c.ipAddr,
  country: c.country,
  user_agent: c.userAgent,
  referrer: c.referrer ?? '',
  is_bot: c.isBot,
  flag: c.flag ?? null,
});

export const clickRows = (clicks: readonly ClickEvent[]) => clicks.map(clickRow);

export const INSERT_CONVERSIONS = `INSERT INTO conversions (time, tracking_link_id, source, broadcaster_id, campaign_id, component_id, component_type, ip_addr, country, verified)
       SELECT time, tracking_link_id, source, broadcaster_id, campaign_id, component_id, component_type, ip_addr, country, coalesce(verified, false)
       FROM jsonb_to_recordset($1::jsonb) AS x(time timestamptz, tracking_link_id int, source text, broadcaster_id int, campaign_id int,
         component_id int, component_type text, ip_addr text, country text, verified boolean)`;

export const conversionRows = (conversions: readonly ConversionEvent[]) =>
  conversions.map((c) => ({
    time: iso(c.time),
    tracking_link_id: c.trackingLinkId,
    source: c.source,
    broadcaster_id: c.broadcasterId,
    campaign_id: c.campaignId,
    component_id: c.componentId,
    component_type: c.componentType,
    ip_addr: c.ipAddr,
    country: c.country,
    verified: c.verified ?? false,
  }));

export const INSERT_DISPLAYS = `INSERT INTO live_graphic_displays (time, broadcaster_id, campaign_id, component_id, component_version_id, duration_seconds, viewers, impressions)
       SELECT time, broadcaster_id, campaign_id, component_id, component_version_id, duration_seconds, viewers, impressions
       FROM jsonb_to_recordset($1::jsonb) AS x(time timestamptz, broadcaster_id int, campaign_id int, component_id int,
         component_version_id int, duration_seconds int, viewers int, impressions bigint)`;

export const displayRows = (displays: readonly DisplayEvent[]) =>
  displays.map((d) => ({
    time: iso(d.time),
    broadcaster_id: d.broadcasterId,
    campaign_id: d.campaignId,
    component_id: d.componentId,
    component_version_id: d.componentVersionId,
    duration_seconds: d.durationSeconds,
    viewers: d.viewers,
    impressions: d.impressions,
  }));

export const INSERT_VIDEO_PLAYS = `INSERT INTO video_plays (time, broadcaster_id, campaign_id, component_id, triggered_by, viewers, impressions)
       SELECT time, broadcaster_id, campaign_id, component_id, triggered_by, viewers, impressions
       FROM jsonb_to_recordset($1::jsonb) AS x(time timestamptz, broadcaster_id int, campaign_id int, component_id int,
         triggered_by int, viewers int, impressions bigint)`;

export const videoPlayRows = (plays: readonly VideoPlayEvent[]) =>
  plays.map((p) => ({
    time: iso(p.time),
    broadcaster_id: p.broadcasterId,
    campaign_id: p.campaignId,
    component_id: p.componentId,
    triggered_by: p.triggeredBy,
    viewers: p.viewers,
    impressions: p.impressions,
  }));

export const INSERT_VIEWERSHIP_SAMPLES = `INSERT INTO viewership_samples (time, broadcaster_id, platform, stream_id, viewers, game, interval_seconds)
       SELECT time, broadcaster_id, platform, stream_id, viewers, game, interval_seconds
       FROM jsonb_to_recordset($1::jsonb) AS x(time timestamptz, broadcaster_id int, platform text, stream_id text, viewers int, game text, interval_seconds int)`;

export const viewershipRows = (samples: readonly ViewershipSample[]) =>
  samples.map((s) => ({
    time: iso(s.time),
    broadcaster_id: s.broadcasterId,
    platform: s.platform,
    stream_id: s.streamId,
    viewers: s.viewers,
    game: s.game,
    interval_seconds: s.intervalSeconds,
  }));
