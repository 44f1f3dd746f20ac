/**
 * The one definition of a held click (decision 840), shared by `payableClicks`, the channels' Flagged
 * share, each flag's click count and the reports: a row `x` of traffic_flag_clicks whose click is
 * still counted (NOT is_bot, as the rollups count) and still of a component. A click whose
 * component was deleted left the rollup's counted clicks, so it is neither counted nor held.
 * Joins the click as `c`; put it after `FROM traffic_flag_clicks x`.
 */
export const STILL_COUNTED_CLICK = `JOIN clicks c ON c.id = x.click_id AND c.time = x.click_time AND NOT c.is_bot AND c.component_id IS NOT NULL`;

/** A flagged click `x` held from payouts: its flag (`f`) open, and the click still counted. */
export const HELD_CLICK = `JOIN traffic_flags f ON f.id = x.flag_id AND f.status = 'open' ${STILL_COUNTED_CLICK}`;
