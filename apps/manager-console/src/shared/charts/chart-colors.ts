/**
 * The colours the console's Tremor charts are drawn in. Tremor builds their classes at run time, so
 * the Tailwind build keeps exactly these (the ui-kit preset's `chartColors`, decision 782): a chart
 * in another colour would be drawn without one.
 */
export const CHART_COLORS = ['pink', 'slate', 'indigo', 'amber', 'emerald', 'sky'] as const;

export type ChartColor = (typeof CHART_COLORS)[number];
