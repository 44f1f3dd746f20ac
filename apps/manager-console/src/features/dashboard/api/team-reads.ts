import { DASHBOARD_CAMPAIGNS_PATH, TEAMS_PATH, teamSquadsPath } from '@advocate/api-client';

/**
 * What a team write can change, read again after each (spec 01 §7): the team's broadcasters (every
 * range), its squads, its own reads (detail, statuses, chatbot), the sidebar's teams and the
 * dashboard's numbers.
 */
export const teamReads = (team: number) => [
  { prefix: `team-broadcasters/?team=${team}&` },
  teamSquadsPath(team),
  { prefix: TEAMS_PATH },
  { prefix: DASHBOARD_CAMPAIGNS_PATH },
];
