import type { CampaignSummary } from '@advocate/api-client';
import { createFakeApiClient, fakeApiError, makeManager, renderWithApi } from '@advocate/api-client/testing';
import type { FakeCall } from '@advocate/api-client/testing';
import { ToastHost } from '@advocate/ui-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ListedReport } from './lib/report-rows.ts';
import type { ReportRequestBody } from './lib/report-request.ts';
import { ReportsTab } from './reports-tab.tsx';
import { reportsTexts } from './reports-texts.ts';

const summary: CampaignSummary = {
  slug: 'spring',
  name: 'Spring Push',
  team: 4,
  start_date: '2024-05-01T08:00:00.000Z',
  end_date: '2024-06-01T08:00:00.000Z',
  is_demo: false,
  available_components: [],
  status: null,
};
const other: CampaignSummary = { ...summary, slug: 'autumn', name: 'Autumn Push' };
const foreign: CampaignSummary = { ...summary, slug: 'rival', name: 'Rival Launch', team: 9 };

const report = (id: number, extra: Partial<ListedReport> = {}): ListedReport => ({
  id,
  name: `Report ${id}`,
  type: 'P',
  created: `2024-06-0${id}T10:00:00.000Z`,
  report_start: '2024-05-01T08:00:00.000Z',
  report_end: '2024-06-01T08:00:00.000Z',
  failed: false,
  report: null,
  progress: null,
  can_delete: true,
  ...extra,
});

function renderTab(reports: ListedReport[] | ((call: FakeCall) => unknown) = []) {
  const client = createFakeApiClient({
    'GET rest-auth/user/': makeManager({ permissions_campaigns: 1 }),
    'GET reports/?campaign=spring': reports,
    'GET campaigns/': [summary, other, foreign],
    'GET campaigns/spring/get_statuses/': [
      { username: 'bravo', profile_image: null, platforms: ['twitch'], status: 'Active', invited_at: null, responded_at: null },
      { username: 'alpha', profile_image: null, platforms: ['twitch'], status: 'Deactivated', invited_at: null, responded_at: null },
      { username: 'zed', profile_image: null, platforms: ['twitch'], status: 'Invited', invited_at: null, responded_at: null },
    ],
  });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <Outlet context={summary} />
          <ToastHost />
        </>
      ),
      children: [{ index: true, element: <ReportsTab /> }],
    },
  ]);
  renderWithApi(<RouterProvider router={router} />, { client });
  return client;
}

const posted = (client: ReturnType<typeof renderTab>) =>
  client.calls.find((c) => c.method === 'POST')?.data as unknown as ReportRequestBody;

describe('Reports tab (spec 01 §2, §4, §8)', () => {
  it('says so when there are no reports yet', async () => {
    renderTab([]);
    expect(await screen.findByText('You have not created any reports yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate New Report' })).toBeTruthy();
  });

  it('lists reports newest first: ready with a download, failed, and generating with its progress', async () => {
    renderTab([
      report(1, { report: 'http://api.test/reports/1/download/?sig=x' }),
      report(2, { failed: true, type: 'C' }),
      report(3, { progress: 0.4, type: 'X' }),
      report(4, { created: '2024-05-01T00:00:00.000Z' }),
    ]);
    const table = await screen.findByRole('table', { name: reportsTexts.listLabel });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['Report 3', 'Report 2', 'Report 1', 'Report 4']);
    expect(within(rows[3] as HTMLElement).getByText(reportsTexts.unavailable)).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Excel')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Generating 40%')).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('progressbar')
        .getAttribute('aria-valuenow'),
    ).toBe('40');
    expect(within(rows[1] as HTMLElement).getByText('failed to generate')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('CSV')).toBeTruthy();
    const link = within(rows[2] as HTMLElement).getByRole('link', { name: 'Download Report 1' });
    expect(link.getAttribute('href')).toBe('http://api.test/reports/1/download/?sig=x');
  });

  it('checks the form with the spec rules, once submitted', async () => {
    const client = renderTab([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Generate New Report' }));
    const form = screen.getByRole('form', { name: 'Generate New Report' });
    expect(within(form).queryByText('Required Field')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: reportsTexts.generate }));
    expect(await within(form).findByText('Required Field')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(reportsTexts.reportName), { target: { value: 'n'.repeat(129) } });
    expect(within(form).getByText('Must be no more than 128 characters')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(reportsTexts.endTime), { target: { value: '2024-04-01T00:00' } });
    expect(within(form).getByText('End date must be greater than start date')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(reportsTexts.limit, { selector: '[name="sections.clicks_by_country_table.limit"]' }), {
      target: { value: '2.5' },
    });
    expect(within(form).getByText('Must be a whole number')).toBeTruthy();
    fireEvent.click(within(form).getByLabelText('Spring Push'));
    expect(within(form).getByText('Must select at least 1 option')).toBeTruthy();
    expect(client.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends the §9 defaults with the chosen type, range, campaigns, broadcasters and section options', async () => {
    let listed: ListedReport[] = [];
    const client = renderTab(() => listed);
    client.answer('POST reports/', (call: FakeCall) => {
      listed = [report(4, { name: (call.data as { name: string }).name, progress: 0 })];
      return listed[0];
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate New Report' }));
    const form = screen.getByRole('form', { name: 'Generate New Report' });
    fireEvent.change(within(form).getByLabelText(reportsTexts.reportName), { target: { value: '  May wrap-up ' } });
    fireEvent.change(within(form).getByLabelText(reportsTexts.reportType), { target: { value: 'X' } });
    fireEvent.change(within(form).getByLabelText(reportsTexts.startTime), { target: { value: '2024-05-02T00:00' } });
    fireEvent.change(within(form).getByLabelText(reportsTexts.endTime), { target: { value: '2024-05-09T12:30' } });
    fireEvent.click(await within(form).findByLabelText('Autumn Push'));
    expect(within(form).queryByLabelText('Rival Launch')).toBeNull();
    fireEvent.click(within(form).getByLabelText(reportsTexts.chosenBroadcasters));
    expect(within(form).queryByLabelText('zed')).toBeNull();
    fireEvent.click(within(form).getByLabelText('bravo'));
    fireEvent.click(within(form).getByLabelText('Monthly Data'));
    fireEvent.click(within(form).getByLabelText('Clicks by Type'));
    const broadcasterTable = within(form).getByTestId('report-section-broadcaster_table');
    fireEvent.click(within(broadcasterTable).getByLabelText('CVM'));
    fireEvent.click(within(broadcasterTable).getByLabelText(reportsTexts.filterEmpty));
    fireEvent.change(within(broadcasterTable).getByLabelText(reportsTexts.limit), { target: { value: '25' } });
    fireEvent.click(within(form).getByRole('button', { name: reportsTexts.generate }));

    expect(await screen.findByText('Generating 0%')).toBeTruthy();
    expect(screen.getByText(reportsTexts.requested)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Generate New Report' })).toBeNull();
    const body = posted(client);
    expect(body).toMatchObject({
      name: 'May wrap-up',
      type: 'X',
      start_time: new Date('2024-05-02T00:00').toISOString(),
      end_time: new Date('2024-05-09T12:30').toISOString(),
      campaigns: ['spring', 'autumn'],
    });
    expect(body.sections.header).toBeUndefined();
    expect(body.sections.campaign_parameters).toEqual({ include: true, start: new Date('2024-05-02T00:00').toISOString() });
    expect(body.sections.clicks_by_type_table).toEqual({ include: false, filter_empty: true, broadcasters: ['bravo'] });
    expect(body.sections.clicks_by_country_table).toEqual({ include: true, limit: 10, filter_empty: true, broadcasters: ['bravo'] });
    expect(body.sections.clicks_by_target_table).toEqual({ include: true, limit: null, filter_empty: true, broadcasters: ['bravo'] });
    expect(body.sections.broadcaster_table).toEqual({
      include: true,
      columns: ['watched_hours', 'hours_broadcast', 'average_viewers', 'clicks', 'num_broadcasts'],
      limit: 25,
      filter_empty: false,
      broadcasters: ['bravo'],
    });
    expect(body.sections.weekly_data_table).toMatchObject({ include: true, columns: ['viewable_minutes', 'clicks'] });
    expect(body.sections.monthly_data_table).toMatchObject({ include: true });
    for (const off of ['clicks_by_component_table', 'impressions_by_broadcaster', 'daily_data_table']) {
      expect((body.sections as Record<string, unknown>)[off]).toMatchObject({ include: false });
    }
  });

  it('shows the server refusal under its field', async () => {
    const client = renderTab([]);
    client.answer('POST reports/', fakeApiError(400, { name: ['This name is taken.'] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Generate New Report' }));
    const form = screen.getByRole('form', { name: 'Generate New Report' });
    fireEvent.change(within(form).getByLabelText(reportsTexts.reportName), { target: { value: 'Weekly' } });
    fireEvent.click(within(form).getByRole('button', { name: reportsTexts.generate }));
    expect(await within(form).findByText('This name is taken.')).toBeTruthy();
    expect(posted(client).sections.header).toEqual({ include: true });
  });

  it('deletes a report after confirming', async () => {
    let listed = [report(1, { report: 'http://api.test/x' })];
    const client = renderTab(() => listed);
    client.answer('DELETE reports/1/', () => {
      listed = [];
      return null;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Report 1' }));
    const dialog = await screen.findByRole('dialog', { name: reportsTexts.deleteTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: reportsTexts.delete }));
    expect(await screen.findByText('You have not created any reports yet')).toBeTruthy();
    await waitFor(() => expect(client.routes).toContain('DELETE reports/1/'));
  });

  it('offers Delete only on the reports the API lets this manager delete (decision 675)', async () => {
    renderTab([report(1, { can_delete: false }), report(2)]);
    expect(await screen.findByRole('button', { name: 'Delete Report 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Report 1' })).toBeNull();
  });

  it('shows no Delete at all when no report may be deleted', async () => {
    renderTab([report(1, { can_delete: false })]);
    expect(await screen.findByTestId('report-row-1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getAllByRole('columnheader').length).toBe(5);
  });
});
