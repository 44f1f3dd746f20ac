/**
 * What the clicks' foreign keys did on insert, once per batch (migration 0028, decision 636): each
 * campaign, broadcaster, component and tracked link the inserted clicks `e` name is locked FOR KEY
 * SHARE (so it cannot be deleted until the batch commits, as under a key), and a batch naming one
 * that is not there, a component or link of another campaign than the click's (the triggers find a
 * deleted component's or link's clicks by campaign), or an unknown component type, fails with a
 * foreign_key_violation. The recording statement joins `click_parents` (one row) so the check runs
 * with it.
 */
const held = (table: string, names: string, key = 'id') =>
  `held_${table} AS (SELECT ${key} FROM ${table} WHERE ${key} IN (SELECT ${names} FROM e) FOR KEY SHARE)`;
/** A component or link with the click's campaign: one row per (id, campaign) pair the batch names. */
const heldInCampaign = (table: string, column: string) =>
  `held_${table} AS (SELECT id FROM ${table} WHERE (id, campaign_id) IN (SELECT ${column}, campaign_id FROM e) FOR KEY SHARE)`;
const missing = (table: string, column: string) => `(SELECT count(DISTINCT ${column}) FROM e) - (SELECT count(*) FROM held_${table})`;
const missingInCampaign = (table: string, column: string) =>
  `(SELECT count(*) FROM (SELECT DISTINCT ${column}, campaign_id FROM e WHERE ${column} IS NOT NULL) named) - (SELECT count(*) FROM held_${table})`;

export const CLICK_PARENTS_CTES = `${held('campaigns', 'campaign_id')},
     ${held('users', 'broadcaster_id')},
     ${heldInCampaign('components', 'component_id')},
     ${heldInCampaign('tracking_links', 'tracking_link_id')},
     ${held('component_types', 'component_type', 'slug')},
     click_parents AS (SELECT refuse_orphan_clicks(
       ${missing('campaigns', 'campaign_id')}
       + ${missing('users', 'broadcaster_id')}
       + ${missingInCampaign('components', 'component_id')}
       + ${missingInCampaign('tracking_links', 'tracking_link_id')}
       + ${missing('component_types', 'component_type')}) AS missing)`;
