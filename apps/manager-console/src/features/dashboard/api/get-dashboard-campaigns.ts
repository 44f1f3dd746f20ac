import { DASHBOARD_CAMPAIGNS_PATH, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of the dashboard's numbers. */
export const dashboardCampaignsKey = DASHBOARD_CAMPAIGNS_PATH;

/** GET dashboard-campaigns/: corner stats and each team's numbers (spec 01 §7 Metrics data). */
export const getDashboardCampaigns = (api: ApiClient) => api.GET('/api/v1/dashboard-campaigns/');

export const useDashboardCampaigns = () => useQuery(dashboardCampaignsKey, getDashboardCampaigns);
