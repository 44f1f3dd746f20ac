import { DEMO_PASSWORD, demoBroadcasters, demoManagers } from './people.ts';

const LEVEL = ['edit', 'view', 'none'] as const;
const TEAM_NAMES = { nebula: 'Nebula Esports', crimson: 'Crimson Collective', demo: 'Advocate Demo Team' } as const;

/** One line per demo sign-in, for the launcher's start-up banner (local demo only). */
export function demoSignIns(): string[] {
  const active = demoManagers.filter((m) => !m.removed);
  const width = Math.max(...active.map((m) => m.email.length));
  const managers = active.map((m) => {
    const role = m.isAdmin
      ? 'admin'
      : `campaigns ${LEVEL[m.permissions.campaigns]}, teams ${LEVEL[m.permissions.teams]}, users ${LEVEL[m.permissions.users]}; ${m.teams.map((t) => TEAM_NAMES[t]).join(', ')}`;
    return `${m.email.padEnd(width)}  ${DEMO_PASSWORD}  (${role})`;
  });
  const signInAs = (platform: 'twitch' | 'youtube') =>
    demoBroadcasters.filter((b) => b.standIn && b.platform === platform).map((b) => b.username);
  return [
    ...managers,
    `Broadcasters: Twitch as ${signInAs('twitch').join(', ')}; YouTube as ${signInAs('youtube').join(', ')}`,
    'Invite links: /invite/demo-campaign-invite and /join/demo-team-invite (the login app)',
    'Manager invitation: /sign-up?invite=demo-manager-invite as new.manager@example.com (the login app)',
  ];
}
