/**
 * A group's (label's) viewership per day and platform (decision 632): the sum of its members' rows
 * of rollup_daily_campaign_viewership in the group's campaign, peak the highest member's. Filled by
 * its migration (0027), a rebuild and a change of the group's members through `fillGroupViewership`;
 * kept current by the viewership recorder through `addGroupViewershipCte`.
 */

export const GROUP_VIEWERSHIP_TABLE = 'rollup_daily_group_viewership';

const COLUMNS = 'campaign_id, label_id, day, platform, viewable_minutes, minutes_broadcast, samples, viewer_sum, peak_viewers, broadcasts';

/** The groups of `r`'s campaign that `r`'s broadcaster is in, as `g`. */
const GROUPS_OF = (r: string) => `JOIN label_broadcasters g ON g.broadcaster_id = ${r}.broadcaster_id
  JOIN labels gl ON gl.id = g.label_id AND gl.campaign_id = ${r}.campaign_id`;

/** INSERT of the group rows summed from the members' campaign rows `r` (and their group `g`) matching `where`, in day order. */
export const fillGroupViewership = (where: string) => `INSERT INTO ${GROUP_VIEWERSHIP_TABLE} (${COLUMNS})
  SELECT r.campaign_id, g.label_id, r.day, r.platform, sum(r.viewable_minutes), sum(r.minutes_broadcast), sum(r.samples), sum(r.viewer_sum),
    max(r.peak_viewers), sum(r.broadcasts)
  FROM rollup_daily_campaign_viewership r ${GROUPS_OF('r')}
  WHERE ${where}
  GROUP BY 1, 2, 3, 4 ORDER BY 3`;

/**
 * A CTE adding the campaign rows of CTE `rows` (day, campaign_id, broadcaster_id, platform, vm, mb,
 * n, vs, peak, broadcasts: what a poll adds to rollup_daily_campaign_viewership) onto the rows of
 * every group their broadcasters are in, with `addUp` as the upsert's SET list.
 */
export const addGroupViewershipCte = (rows: string, addUp: string) => `add_group_viewership AS (
    INSERT INTO ${GROUP_VIEWERSHIP_TABLE} AS r (${COLUMNS})
    SELECT x.campaign_id, g.label_id, x.day, x.platform, sum(x.vm), sum(x.mb), sum(x.n), sum(x.vs), max(x.peak), sum(x.broadcasts)
    FROM ${rows} x ${GROUPS_OF('x')}
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (campaign_id, label_id, day, platform) DO UPDATE SET ${addUp}
    RETURNING 1)`;
