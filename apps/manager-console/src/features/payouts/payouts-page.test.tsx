import { createFakeApiClient, fakeApiError, makeAdmin, renderWithApi } from '@advocate/api-client/testing';
import type { FakeCall } from '@advocate/api-client/testing';
import { ToastHost } from '@advocate/ui-kit';
import { payoutAdjustmentMessages } from '@advocate/validation';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PayoutsPage } from './payouts-page.tsx';
import { payoutsTexts as t } from './payouts-texts.ts';

configure({ asyncUtilTimeout: 5000 });

// Tremor's charts measure their box; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const months = {
  results: [
    { year: 2026, month: 10, closed_at: '2026-11-05T00:00:02.000Z', statements: 2, total_cents: 73_725 },
    { year: 2026, month: 9, closed_at: '2026-10-05T00:00:01.000Z', statements: 1, total_cents: 1_000 },
  ],
};
const row = (id: number, username: string, earnings: number, adjustments: number) => ({
  broadcaster: { id, username },
  viewable_minutes: 1_000_000 * id,
  payable_clicks: 100 * id,
  verified_conversions: id,
  earnings_cents: earnings,
  adjustments_cents: adjustments,
  total_cents: earnings + adjustments,
});
const october = {
  year: 2026,
  month: 10,
  closed_at: '2026-11-05T00:00:02.000Z',
  total_cents: 73_725,
  statements: [row(1, 'nightowl_gg', 51_100, 0), row(2, 'streamer_one', 23_125, -500)],
};
const statement = {
  year: 2026,
  month: 10,
  status: 'closed',
  closed_at: '2026-11-05T00:00:02.000Z',
  closes_on: '2026-11-05',
  currency: 'USD',
  fee_schedule: { per_thousand_viewable_minutes_cents: 50, per_click_cents: 10, per_verified_conversion_cents: 100 },
  figures: {
    viewable_minutes: 2_000_000,
    counted_clicks: 210,
    held_clicks: 10,
    payable_clicks: 200,
    verified_conversions: 2,
    unverified_conversions: 1,
  },
  lines: [
    {
      kind: 'viewable_minutes',
      description: 'Viewable minutes',
      quantity: 2_000_000,
      rate_cents: 50,
      amount_cents: 100_000,
      reason: null,
      refers_to: null,
    },
    {
      kind: 'adjustment',
      description: 'Adjustment',
      quantity: null,
      rate_cents: null,
      amount_cents: -500,
      reason: 'Double count',
      refers_to: null,
    },
  ],
  earnings_cents: 23_125,
  adjustments_cents: -500,
  total_cents: 22_625,
};
const pending = {
  id: 7,
  broadcaster: { id: 2, username: 'streamer_one' },
  amount_cents: 1_250,
  reason: 'Late stream fix',
  created_at: '2026-11-20T10:00:00.000Z',
  created_by: { id: 1, email: 'admin@example.com' },
};

let restore: (() => void) | undefined;
afterEach(() => restore?.());

/** Records the names files are saved under instead of downloading them. */
function savedFiles() {
  const saved: string[] = [];
  URL.createObjectURL = () => 'blob:file';
  URL.revokeObjectURL = () => undefined;
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function save(this: HTMLAnchorElement) {
    saved.push(this.download);
  };
  restore = () => {
    HTMLAnchorElement.prototype.click = click;
  };
  return saved;
}

function renderPage(answers: Record<string, unknown> = {}, path = '/payouts') {
  let adjustments = [pending];
  const client = createFakeApiClient({
    'GET rest-auth/user/': makeAdmin(),
    'GET payouts/months/': months,
    'GET payouts/2026/10/': october,
    'GET payouts/2026/9/': {
      year: 2026,
      month: 9,
      closed_at: '2026-10-05T00:00:01.000Z',
      total_cents: 1_000,
      statements: [row(1, 'nightowl_gg', 1_000, 0)],
    },
    'GET payouts/2026/10/broadcasters/streamer_one/': statement,
    'GET payout-adjustments/': () => ({ results: adjustments }),
    'POST payout-adjustments/': (call: FakeCall) => {
      const body = call.data as { broadcaster: string; amount_cents: number; reason: string };
      if (body.broadcaster === 'nobody') return fakeApiError(400, { broadcaster: [payoutAdjustmentMessages.unknownBroadcaster] });
      const made = { ...pending, id: 8, amount_cents: body.amount_cents, reason: body.reason };
      adjustments = [...adjustments, made];
      return made;
    },
    'DELETE payout-adjustments/7/': () => {
      adjustments = adjustments.filter((a) => a.id !== 7);
      return undefined;
    },
    ...answers,
  });
  renderWithApi(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/payouts" element={<PayoutsPage />} />
      </Routes>
      <ToastHost />
    </MemoryRouter>,
    { client },
  );
  return client;
}

const statementsTable = () => screen.findByRole('table', { name: 'Statements, October 2026' });
const cellsOf = (row: HTMLElement) => [...row.children].map((cell) => cell.textContent);

describe('the Payouts page (decision 839)', () => {
  it('opens on the newest closed month: tiles, the statements and their total row', async () => {
    renderPage();
    const table = await statementsTable();
    expect(document.title).toBe('Payouts | Advocate');
    expect((screen.getByLabelText(t.month) as HTMLSelectElement).value).toBe('2026-10');
    expect(screen.getByTestId('payouts-statements').textContent).toBe('2');
    expect(screen.getByTestId('payouts-total').textContent).toBe('$737.25');
    expect(screen.getByTestId('payouts-closed').textContent).toBe('5 Nov 2026');
    const [, first, second, total] = within(table).getAllByRole('row');
    expect(cellsOf(first)).toEqual(['nightowl_gg', '1,000,000', '100', '1', '$511.00', '$0.00', '$511.00']);
    expect(cellsOf(second)).toEqual(['streamer_one', '2,000,000', '200', '2', '$231.25', '-$5.00', '$226.25']);
    expect(cellsOf(total)).toEqual(['Total', '3,000,000', '300', '3', '$742.25', '-$5.00', '$737.25']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says so when the rows do not add up to the month's total", async () => {
    renderPage({ 'GET payouts/2026/10/': { ...october, total_cents: 73_726 } });
    expect((await screen.findByRole('alert')).textContent).toBe("The statements add up to $737.25, not the month's total of $737.26.");
  });

  it('reads another month when one is picked', async () => {
    const client = renderPage();
    await statementsTable();
    fireEvent.change(screen.getByLabelText(t.month), { target: { value: '2026-09' } });
    expect(await screen.findByRole('table', { name: 'Statements, September 2026' })).toBeTruthy();
    expect(client.routes).toContain('GET payouts/2026/9/');
  });

  it("opens a row's statement, downloads its PDF and the month's CSV and Excel files", async () => {
    const saved = savedFiles();
    renderPage({
      'GET payouts/2026/10/broadcasters/streamer_one/pdf/': new Blob(['%PDF-1.7']),
      'GET payouts/2026/10/export/?file_format=csv': new Blob(['username\n']),
      'GET payouts/2026/10/export/?file_format=xlsx': new Blob(['PK']),
    });
    fireEvent.click(within(await statementsTable()).getByRole('link', { name: 'Open the statement of streamer_one' }));
    const section = await screen.findByRole('region', { name: 'Statement of streamer_one, October 2026' });
    expect(await within(section).findByText('Reason: Double count')).toBeTruthy();
    expect(within(section).getByTestId('statement-total').textContent).toBe('$226.25');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Statement of streamer_one, October 2026'));
    fireEvent.click(within(section).getByRole('button', { name: t.downloadPdf }));
    fireEvent.click(screen.getByRole('button', { name: t.downloadCsv }));
    await waitFor(() => expect(saved).toContain('advocate-payouts-2026-10.csv'));
    fireEvent.click(screen.getByRole('button', { name: t.downloadExcel }));
    await waitFor(() =>
      expect(saved).toEqual([
        'advocate-statement-2026-10-streamer_one.pdf',
        'advocate-payouts-2026-10.csv',
        'advocate-payouts-2026-10.xlsx',
      ]),
    );
    fireEvent.click(within(section).getByRole('button', { name: t.closeStatement }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Statement of streamer_one, October 2026' })).toBeNull());
  });

  it('says so when no month has closed, and still offers the adjustments', async () => {
    renderPage({ 'GET payouts/months/': { results: [] } });
    expect(await screen.findByText(t.noMonths)).toBeTruthy();
    expect(screen.getByRole('form', { name: t.addTitle })).toBeTruthy();
  });
});

describe('adjustments on the Payouts page (decision 839)', () => {
  const form = () => screen.getByRole('form', { name: t.addTitle });
  const fill = (label: string, value: string) => fireEvent.change(within(form()).getByLabelText(label), { target: { value } });

  it('lists the pending ones and deletes one after a confirmation', async () => {
    const client = renderPage();
    const list = await screen.findByRole('table', { name: t.pendingTitle });
    expect(list.textContent).toContain('Late stream fix');
    expect(list.textContent).toContain('$12.50');
    fireEvent.click(within(list).getByRole('button', { name: 'Delete the adjustment of $12.50 for streamer_one' }));
    const dialog = await screen.findByRole('dialog', { name: t.deleteTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: t.delete }));
    expect(await screen.findByText(t.noAdjustments)).toBeTruthy();
    expect(client.routes).toContain('DELETE payout-adjustments/7/');
  });

  it("checks the fields with the lib's messages and sends the dollars as exact cents", async () => {
    const client = renderPage();
    await screen.findByRole('table', { name: t.pendingTitle });
    fireEvent.click(within(form()).getByRole('button', { name: t.add }));
    // The username and the amount are required fields; the reason says what it needs.
    expect(within(form()).getAllByText(payoutAdjustmentMessages.amountRequired)).toHaveLength(2);
    expect(within(form()).getByText(payoutAdjustmentMessages.reasonRequired)).toBeTruthy();
    fill(t.broadcasterField, 'streamer_one');
    fill(t.reasonField, 'Missed clicks');
    for (const [typed, message] of [
      ['12.345', payoutAdjustmentMessages.amountDollars],
      ['abc', payoutAdjustmentMessages.amountDollars],
      ['0.00', payoutAdjustmentMessages.amountZero],
      ['100000.01', payoutAdjustmentMessages.amountTooLarge],
    ]) {
      fill(t.amountField, typed);
      expect(within(form()).getByText(message)).toBeTruthy();
    }
    fill(t.amountField, '-0.29');
    fireEvent.click(within(form()).getByRole('button', { name: t.add }));
    expect(await screen.findByText(t.added)).toBeTruthy();
    const posted = client.calls.filter((call) => call.method === 'POST').map((call) => call.data);
    expect(posted).toEqual([{ broadcaster: 'streamer_one', amount_cents: -29, reason: 'Missed clicks' }]);
    await waitFor(() => expect((within(form()).getByLabelText(t.amountField) as HTMLInputElement).value).toBe(''));
    expect((await screen.findByRole('table', { name: t.pendingTitle })).textContent).toContain('-$0.29');
  });

  it("shows the server's refusal on its field", async () => {
    renderPage();
    await screen.findByRole('table', { name: t.pendingTitle });
    fill(t.broadcasterField, 'nobody');
    fill(t.amountField, '5');
    fill(t.reasonField, 'Bonus');
    fireEvent.click(within(form()).getByRole('button', { name: t.add }));
    expect(await within(form()).findByText(payoutAdjustmentMessages.unknownBroadcaster)).toBeTruthy();
  });
});
