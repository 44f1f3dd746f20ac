import type { ActivityEntry, ActivityPage as Page } from '@advocate/api-client';
import { createFakeApiClient, makeAdmin, renderWithApi } from '@advocate/api-client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActivityPage } from './activity-page.tsx';
import { activityTexts as t } from './activity-texts.ts';

const entry = (id: number, overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  created: '2026-03-01T10:00:00.000Z',
  actor: { id: 7, email: 'editor@example.com' },
  kind: 'team',
  action: 'settings_updated',
  team: { id: 1, name: 'Nebula' },
  several_teams: false,
  campaign: null,
  subject: 'Nebula',
  changes: [{ field: 'seconds_per_impression', before: '15', after: '30' }],
  ...overrides,
});
const webhook = entry(2, {
  kind: 'webhook',
  action: 'created',
  campaign: { id: 3, name: 'Spring Launch' },
  subject: 'https://hooks.example.com/a',
  changes: [
    { field: 'url', before: null, after: 'https://hooks.example.com/a' },
    { field: 'secret', before: null, after: '[secret]' },
    { field: 'created_at', before: null, after: '2026-03-01T18:00:00.000Z' },
  ],
});
const manager = entry(3, { kind: 'manager', action: 'updated', team: null, several_teams: true, subject: 'new@example.com', changes: [] });
/** An admin's change of an admin: no team, only admins read it. */
const teamless = entry(4, { kind: 'manager', action: 'updated', team: null, subject: 'admin2@example.com', changes: [] });
const teams = [
  { id: 1, name: 'Nebula', logo: null, is_demo: false, seconds_per_impression: 15 },
  { id: 2, name: 'Aurora', logo: null, is_demo: false, seconds_per_impression: 15 },
];

function renderPage(first: Page = { results: [webhook, entry(1)], next: 'c1' }) {
  const client = createFakeApiClient({
    'GET rest-auth/user/': makeAdmin(),
    'GET teams/': teams,
    'GET campaigns/': [],
    'GET managers/': [],
    'GET /api/v1/activity/': first,
    'GET activity/?cursor=c1': { results: [manager, teamless], next: null },
  });
  renderWithApi(<ActivityPage />, { client });
  return client;
}

const rowsOf = async () =>
  within(await screen.findByRole('table', { name: t.page }))
    .getAllByRole('row')
    .slice(1);

describe('the activity page', () => {
  it('shows who, when, what, where and each change, a secret only as hidden', async () => {
    renderPage();
    const [hook, team] = await rowsOf();
    expect(hook.textContent).toContain('editor@example.com');
    expect(hook.textContent).toContain('Webhooks & secrets · Created');
    expect(hook.textContent).toContain('Spring Launch');
    expect(hook.textContent).toContain('secret: — → hidden');
    expect(hook.textContent).not.toContain('[secret]');
    expect(hook.textContent).not.toContain('2026-03-01T18:00:00.000Z');
    expect(hook.textContent).toContain(
      `created at: — → ${new Date('2026-03-01T18:00:00.000Z').toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`,
    );
    expect(team.textContent).toContain('Team · Settings updated');
    expect(team.textContent).toContain('seconds per impression: 15 → 30');
  });

  it('pages older and newer by cursor', async () => {
    const client = renderPage();
    await rowsOf();
    expect((screen.getByRole('button', { name: t.newer }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: t.older }));
    await waitFor(async () => expect((await rowsOf())[0].textContent).toContain('new@example.com'));
    expect(client.routes).toContain('GET activity/?cursor=c1');
    expect((await rowsOf())[0].textContent).toContain(t.severalTeams);
    // An entry about no team says so, rather than several.
    expect((await rowsOf())[1].textContent).toContain(t.noTeam);
    expect((await rowsOf())[1].textContent).not.toContain(t.severalTeams);
    expect((screen.getByRole('button', { name: t.older }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: t.newer }));
    await waitFor(async () => expect(await rowsOf()).toHaveLength(2));
  });

  it('asks for the filters chosen, from the newest entry again', async () => {
    const client = renderPage();
    await rowsOf();
    client.answer('GET activity/?team=2&kind=squad&date_from=2026-03-01', { results: [], next: null });
    fireEvent.change(screen.getByLabelText(t.team), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(t.kind), { target: { value: 'squad' } });
    fireEvent.change(screen.getByLabelText(t.from), { target: { value: '2026-03-01' } });
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(client.routes).toContain('GET activity/?team=2&kind=squad&date_from=2026-03-01');
  });

  it('exports the filtered entries as a CSV file', async () => {
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:activity';
    URL.revokeObjectURL = () => undefined;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function save(this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    try {
      const client = renderPage();
      await rowsOf();
      client.answer('GET activity/?kind=webhook', { results: [webhook], next: null });
      client.answer('GET activity/export/?kind=webhook', new Blob(['time,person\n']));
      fireEvent.change(screen.getByLabelText(t.kind), { target: { value: 'webhook' } });
      fireEvent.click(screen.getByRole('button', { name: t.exportCsv }));
      await vi.waitFor(() => expect(saved).toEqual([t.csvFile]));
      expect(client.routes).toContain('GET activity/export/?kind=webhook');
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });
});
