import type {
  BroadcasterAction,
  BroadcasterCompliance,
  CampaignCompliance,
  CampaignSummary,
  ComplianceEntry,
  User,
} from '@advocate/api-client';
import { createFakeApiClient, makeAdmin, makeManager, renderWithApi } from '@advocate/api-client/testing';
import type { FakeAnswer } from '@advocate/api-client/testing';
import { sessionTokenAtom } from '@advocate/auth-and-guards';
import { ToastHost } from '@advocate/ui-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompliancePage } from './compliance-page.tsx';
import { complianceTexts } from './compliance-texts.ts';

const FUTURE = new Date(Date.now() + 10 * 86_400_000).toISOString();
const PAST = new Date(Date.now() - 10 * 86_400_000).toISOString();
const campaign = (end: string | null = FUTURE): CampaignSummary => ({
  slug: 'spring',
  name: 'Spring',
  team: 1,
  start_date: PAST,
  end_date: end,
  is_demo: false,
  available_components: ['banner-graphics'],
  status: null,
});
const entry = (component_id: number, status: string, extra: Partial<ComplianceEntry> = {}): ComplianceEntry => ({
  component_id,
  component_version_id: component_id * 10,
  required: true,
  compliant: status === 'Compliant',
  status,
  verbiage: null,
  overridden: false,
  last_updated: '2026-11-20T12:00:00.000Z',
  ...extra,
});
const caster = (name: string, compliance: Record<string, ComplianceEntry>): BroadcasterCompliance => ({
  name,
  profile_image: null,
  campaign_status: 'Active',
  mod_status: null,
  verdict: 'compliant',
  compliance,
});
const answer = (broadcasters: BroadcasterCompliance[], extra: Partial<CampaignCompliance> = {}): CampaignCompliance => ({
  campaign: 'spring',
  ended: false,
  as_of: null,
  last_audit: '2026-11-20T12:30:00.000Z',
  audit_pending: false,
  chatbot_required: false,
  summary: { compliant: 0, total: broadcasters.length },
  components: [
    { id: 1, name: 'Sky Panel', type: 'banner-graphics', type_name: 'Banner Graphics', required: true, version_id: 10 },
    { id: 2, name: 'Launch Tweet', type: 'suggested-tweet', type_name: 'Suggested Tweets', required: true, version_id: 20 },
  ],
  broadcasters,
  ...extra,
});
const alpha = caster('alpha', { 1: entry(1, 'Compliant'), 2: entry(2, 'Compliant') });
const bravo = caster('bravo', { 1: entry(1, 'Incorrect Image'), 2: entry(2, 'Not Tweeted') });

function renderPage({
  user = makeAdmin(),
  data = answer([alpha, bravo]),
  summary = campaign(),
  more = {},
}: { user?: User; data?: CampaignCompliance; summary?: CampaignSummary; more?: Record<string, FakeAnswer> } = {}) {
  const client = createFakeApiClient({ 'GET rest-auth/user/': user, 'GET compliance/?campaign=spring': data, ...more });
  renderWithApi(
    <>
      <CompliancePage campaign={summary} />
      <ToastHost />
    </>,
    { client, prepare: (store) => store.set(sessionTokenAtom, 'test-token') },
  );
  return client;
}
const rowNames = () => screen.getAllByTestId(/^compliance-row-/).map((r) => r.getAttribute('data-testid')?.replace('compliance-row-', ''));

describe('compliance page (spec 01 §2 Fulfillment)', () => {
  it('shows the loading bar, then the summary from complianceOf, the legend and the last audit', async () => {
    renderPage();
    expect(screen.getByText(complianceTexts.loading)).toBeTruthy();
    // The server's summary says 0: the page counts with complianceOf itself.
    expect(await screen.findByText('1/2 Broadcasters Compliant')).toBeTruthy();
    const legend = screen.getByRole('list', { name: complianceTexts.legendLabel });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Compliant', 'Incorrect Image', 'Non-Compliant']);
    expect(screen.getByTestId('compliance-last-audit').textContent).toContain('Last audit:');
    expect(within(screen.getByTestId('compliance-row-bravo')).getByText('Non-Compliant')).toBeTruthy();
    expect(within(screen.getByTestId('compliance-row-bravo')).getByText('Incorrect Image')).toBeTruthy();
  });

  it('filters by broadcaster and Show; Hide details hides the per-component results', async () => {
    renderPage();
    await screen.findByText('1/2 Broadcasters Compliant');
    fireEvent.change(screen.getByLabelText(complianceTexts.show), { target: { value: 'noncompliant' } });
    expect(rowNames()).toEqual(['bravo']);
    fireEvent.change(screen.getByLabelText(complianceTexts.show), { target: { value: 'compliant' } });
    expect(rowNames()).toEqual(['alpha']);
    fireEvent.change(screen.getByLabelText(complianceTexts.show), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText(complianceTexts.broadcasterFilter), { target: { value: 'BRA' } });
    expect(rowNames()).toEqual(['bravo']);
    expect(screen.getByText('Not Tweeted')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(complianceTexts.hideDetails));
    expect(screen.queryByText('Not Tweeted')).toBeNull();
    fireEvent.change(screen.getByLabelText(complianceTexts.broadcasterFilter), { target: { value: 'nobody' } });
    expect(screen.getByText(complianceTexts.noMatches)).toBeTruthy();
  });

  it('toggles to the Components view with the Component Type and Component selects', async () => {
    renderPage();
    await screen.findByText('1/2 Broadcasters Compliant');
    fireEvent.click(screen.getByRole('button', { name: complianceTexts.componentsView }));
    expect(screen.getByRole('button', { name: complianceTexts.componentsView }).getAttribute('aria-pressed')).toBe('true');
    const type = screen.getByLabelText(complianceTexts.componentType) as HTMLSelectElement;
    expect([...type.options].map((o) => o.textContent)).toEqual(['Banner Graphics', 'Sponsored Tweets', 'Sponsored Retweets']);
    expect((screen.getByLabelText(complianceTexts.component) as HTMLSelectElement).value).toBe('1');
    expect(within(screen.getByTestId('compliance-row-bravo')).getByText('Incorrect Image')).toBeTruthy();
    fireEvent.change(type, { target: { value: 'suggested-tweet' } });
    expect((screen.getByLabelText(complianceTexts.component) as HTMLSelectElement).value).toBe('2');
    expect(within(screen.getByTestId('compliance-row-bravo')).getByText('Not Tweeted')).toBeTruthy();
    fireEvent.change(type, { target: { value: 'suggested-retweet' } });
    expect(screen.getByRole('option', { name: complianceTexts.noComponents })).toBeTruthy();
  });

  it('shows the empty text on a campaign without broadcasters', async () => {
    renderPage({ data: answer([]) });
    expect(await screen.findByText(complianceTexts.empty)).toBeTruthy();
  });

  it("triggers an audit ('Audit Triggered') and overrides a result", async () => {
    const client = renderPage({
      more: {
        'POST trigger-compliance/': { id: 1 },
        'POST override-compliance/': {
          component_id: 1,
          verbiage: 'Checked by hand',
          audit_time: '2026-11-21T00:00:00.000Z',
          compliance: true,
        },
      },
    });
    await screen.findByText('1/2 Broadcasters Compliant');
    fireEvent.click(screen.getByRole('button', { name: complianceTexts.triggerAudit }));
    expect(await screen.findByText(complianceTexts.auditTriggered)).toBeTruthy();
    expect(client.calls.find((c) => c.path === 'trigger-compliance/')?.data).toEqual({ campaign: 'spring' });

    fireEvent.click(screen.getByRole('button', { name: complianceTexts.overrideButton('bravo') }));
    const dialog = await screen.findByRole('dialog', { name: complianceTexts.overrideTitle('bravo') });
    fireEvent.change(within(dialog).getByLabelText(complianceTexts.note), { target: { value: ' Checked by hand ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Compliant' }));
    expect(await screen.findByText(complianceTexts.updated)).toBeTruthy();
    expect(client.calls.find((c) => c.path === 'override-compliance/')?.data).toEqual({
      broadcaster: 'bravo',
      action: 'override_to_compliant',
      component_version_id: 10,
      verbiage: 'Checked by hand',
      audit_time: '2026-11-20T12:00:00.000Z',
      compliance: false,
    });
  });

  it('shows the history and the broadcaster actions, and marks an action complete', async () => {
    const action = {
      id: 7,
      type: { slug: 'banner-add', name: 'Add Banner' },
      component: 'Sky Panel',
      component_id: 1,
      campaign: 'spring',
      campaign_name: 'Spring',
      broadcaster: 'bravo',
      creation_time: PAST,
      completion_time: null,
      completion_data: {},
      version: { component_id: 1, image: null, link: null, message: null, created: PAST, config: {} },
    } as BroadcasterAction;
    const client = renderPage({
      more: {
        'GET compliance/history/?campaign=spring&broadcaster=bravo': [
          {
            time: '2026-11-21T00:00:00.000Z',
            component_id: 1,
            component_name: 'Sky Panel',
            component_type: 'banner-graphics',
            status: 'Manually Marked As Compliant',
            compliant: true,
            source: 'override',
            verbiage: 'ok',
            actor: 'boss@example.com',
          },
          {
            time: '2026-11-20T12:00:00.000Z',
            component_id: 1,
            component_name: 'Sky Panel',
            component_type: 'banner-graphics',
            status: 'Incorrect Image',
            compliant: false,
            source: 'audit',
            verbiage: null,
            actor: null,
          },
        ],
        'GET broadcaster-actions/?campaign=spring': [action],
        'PATCH broadcaster-actions/7/': { ...action, completion_time: new Date().toISOString() },
      },
    });
    await screen.findByText('1/2 Broadcasters Compliant');
    fireEvent.click(screen.getByRole('button', { name: complianceTexts.historyButton('bravo') }));
    const history = await screen.findByRole('dialog', { name: complianceTexts.historyTitle('bravo') });
    expect(await within(history).findByText('Override by boss@example.com')).toBeTruthy();
    expect(within(history).getByText(complianceTexts.byAudit)).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: complianceTexts.actionsButton('bravo') }));
    const actions = await screen.findByRole('dialog', { name: complianceTexts.actionsTitle('bravo') });
    fireEvent.click(await within(actions).findByRole('button', { name: /Mark Complete/ }));
    await waitFor(() => expect(client.calls.find((c) => c.method === 'PATCH')?.data).toEqual({ completion_action: 'mark_complete' }));
  });

  it('shows a read-only manager no controls', async () => {
    renderPage({ user: makeManager({ permissions_campaigns: 1 }) });
    await screen.findByText('1/2 Broadcasters Compliant');
    expect(screen.queryByRole('button', { name: complianceTexts.triggerAudit })).toBeNull();
    expect(screen.queryByRole('button', { name: complianceTexts.overrideButton('bravo') })).toBeNull();
    expect(screen.queryByRole('button', { name: complianceTexts.actionsButton('bravo') })).toBeNull();
    expect(screen.getByRole('button', { name: complianceTexts.historyButton('bravo') })).toBeTruthy();
  });

  it("an ended campaign shows 'Final compliance shown from end of campaign' and no audit or override", async () => {
    renderPage({ summary: campaign(PAST), data: answer([alpha, bravo], { ended: true, as_of: PAST }) });
    expect(await screen.findByText(complianceTexts.final)).toBeTruthy();
    expect(screen.queryByRole('button', { name: complianceTexts.triggerAudit })).toBeNull();
    expect(screen.queryByRole('button', { name: complianceTexts.overrideButton('bravo') })).toBeNull();
    expect(screen.getByRole('button', { name: complianceTexts.actionsButton('bravo') })).toBeTruthy();
  });

  it('an ended campaign never audited says so, shows no tally, and reads "Not audited yet" per broadcaster', async () => {
    const never = [caster('alpha', {}), caster('bravo', {})];
    renderPage({ summary: campaign(PAST), data: answer(never, { ended: true, as_of: PAST, last_audit: null }) });
    expect(await screen.findByText(complianceTexts.final)).toBeTruthy();
    expect(screen.getByTestId('compliance-last-audit').textContent).toBe(complianceTexts.neverAuditedEnded);
    expect(screen.queryByText(/Broadcasters Compliant$/)).toBeNull();
    expect(within(screen.getByTestId('compliance-row-alpha')).getByText(complianceTexts.notAudited)).toBeTruthy();
  });
});
