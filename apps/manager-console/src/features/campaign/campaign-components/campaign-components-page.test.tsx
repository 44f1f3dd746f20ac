import type { CampaignDetail, CampaignSummary, Component, Label, User } from '@advocate/api-client';
import { createFakeApiClient, fakeApiError, makeAdmin, makeManager, renderWithApi } from '@advocate/api-client/testing';
import type { FakeAnswer } from '@advocate/api-client/testing';
import { sessionTokenAtom } from '@advocate/auth-and-guards';
import { ToastHost } from '@advocate/ui-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CampaignComponentsPage } from '../pages/campaign-components-page.tsx';
import { componentsTexts } from './components-texts.ts';
import { makeCampaignDetail, makeComponent, makeLabel, makeVersion, TYPES } from './testing/component-fixtures.ts';

const PAST = new Date(Date.now() - 2 * 86_400_000).toISOString();

interface World {
  user?: User;
  detail?: CampaignDetail;
  components?: Component[];
  labels?: Label[];
  more?: Record<string, FakeAnswer>;
}

function renderPage({ user = makeAdmin(), detail = makeCampaignDetail(), components = [], labels = [], more = {} }: World = {}) {
  const summary: CampaignSummary = {
    slug: detail.slug,
    name: detail.name,
    team: detail.team,
    start_date: detail.start_date,
    end_date: detail.end_date,
    is_demo: false,
    available_components: detail.available_components,
    status: null,
  };
  const client = createFakeApiClient({
    'GET rest-auth/user/': user,
    'GET component-types/': TYPES,
    'GET components/?campaign=spring': components,
    'GET campaigns/spring/': detail,
    'GET labels/?campaign=spring': labels,
    'GET campaign-events/?campaign=spring&limit=100&offset=0': [],
    ...more,
  });
  const router = createMemoryRouter([
    {
      path: '/',
      element: <Outlet context={summary} />,
      children: [
        {
          index: true,
          element: (
            <>
              <CampaignComponentsPage />
              <ToastHost />
            </>
          ),
        },
      ],
    },
  ]);
  renderWithApi(<RouterProvider router={router} />, { client, prepare: (store) => store.set(sessionTokenAtom, 'test-token') });
  return client;
}

const banner = makeComponent({
  id: 1,
  type: 'banner-graphics',
  name: 'Summer Panel',
  versions: [
    makeVersion({ id: 12, content_id: 'b', sequence_number: 2, image: 'http://api.test/uploads/b.png', link: 'https://shop.example/2' }),
    makeVersion({ id: 11, content_id: 'a', sequence_number: 1, image: 'http://api.test/uploads/a.png', link: 'https://shop.example/1' }),
  ],
});
const tweet = makeComponent({ id: 2, type: 'suggested-tweet', name: 'Launch Tweet' });
const endedChat = makeComponent({ id: 3, type: 'twitch-chat-bot', name: 'Old Chat Post', end_time: PAST });
const pending = makeComponent({ id: 4, type: 'custom-link', name: 'Pending Link', is_ready: false });

describe('campaign components page (spec 01 §2)', () => {
  it("shows 'Loading Components', then the components by type in sort order, only the types the campaign offers", async () => {
    const detail = makeCampaignDetail({ available_components: ['suggested-tweet', 'banner-graphics', 'custom-link'] });
    renderPage({ detail, components: [tweet, banner, pending, makeComponent({ id: 9, type: 'live-graphics', name: 'Not Offered' })] });
    expect(screen.getByText(componentsTexts.loading)).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Banner Graphics' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Banner Graphics',
      'Suggested Tweets',
      'Custom Links',
    ]);
    expect(screen.queryByText('Not Offered')).toBeNull();
    expect(screen.getByText('component pending')).toBeTruthy();
    // Edit is not offered for suggested tweets.
    expect(screen.getByRole('button', { name: 'Edit Summer Panel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Launch Tweet' })).toBeNull();
    expect(screen.queryByLabelText(componentsTexts.showPast)).toBeNull();
  });

  it('shows the empty text on a campaign without components', async () => {
    renderPage();
    expect(await screen.findByText(componentsTexts.empty)).toBeTruthy();
  });

  it("hides ended components behind 'Show Past Components' and reactivates them", async () => {
    const client = renderPage({ components: [banner, endedChat], more: { 'PATCH components/3/': fakeApiError(500, {}) } });
    await screen.findByText('Summer Panel');
    expect(screen.queryByText('Old Chat Post')).toBeNull();
    fireEvent.click(screen.getByLabelText(componentsTexts.showPast));
    expect(await screen.findByText('Old Chat Post')).toBeTruthy();
    expect(screen.getByText('Posts every 20 minutes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate Old Chat Post' }));
    expect(await screen.findByText(componentsTexts.reactivateFailed)).toBeTruthy();
    client.answer('PATCH components/3/', { ...endedChat, end_time: null });
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate Old Chat Post' }));
    await waitFor(() =>
      expect(client.calls.filter((c) => c.method === 'PATCH').map((c) => c.data)).toEqual([
        { end_time: null, end_signal_send: null },
        { end_time: null, end_signal_send: null },
      ]),
    );
  });

  it('shows a read-only manager the components without any control', async () => {
    renderPage({
      user: makeManager({ permissions_campaigns: 1 }),
      components: [banner, tweet],
      labels: [makeLabel({ id: 5, name: 'EU', components: [1] })],
    });
    await screen.findByText('Summer Panel');
    for (const name of [
      componentsTexts.addComponent,
      componentsTexts.manageGroups,
      componentsTexts.addGroup,
      componentsTexts.saveGroups,
      'Edit Summer Panel',
      'Delete Summer Panel',
      'Remove from EU',
    ]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getByText('EU')).toBeTruthy();
  });

  it('is read-only on an ended campaign, even for an admin', async () => {
    renderPage({ detail: makeCampaignDetail({ end_date: PAST }), components: [banner] });
    await screen.findByText('Summer Panel');
    expect(screen.queryByRole('button', { name: componentsTexts.addComponent })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Summer Panel' })).toBeNull();
  });
});

describe('adding a component (spec 01 §2, §5)', () => {
  it('describes the chosen type and warns about chat bot types without a chatbot account of the campaign', async () => {
    renderPage({ detail: makeCampaignDetail({ twitch_chatbot_account: { id: 1, login: 'advogg', is_default: true } }) });
    fireEvent.click(await screen.findByRole('button', { name: componentsTexts.addComponent }));
    const dialog = screen.getByRole('dialog', { name: componentsTexts.addComponent });
    fireEvent.click(within(dialog).getByRole('button', { name: componentsTexts.create }));
    expect(within(dialog).getByText('Required Field')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(componentsTexts.componentType), { target: { value: 'twitch-chat-bot' } });
    expect(within(dialog).getByText('About Chat Bot Posts.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: componentsTexts.create }));
    expect(await screen.findByRole('dialog', { name: componentsTexts.noChatbotTitle })).toBeTruthy();
    expect(screen.getByText(componentsTexts.noChatbotBody)).toBeTruthy();
  });

  it('opens the chat bot form with the campaign’s own account, inserts the link and sends minutes as seconds', async () => {
    const client = renderPage({
      detail: makeCampaignDetail({ twitch_chatbot_account: { id: 2, login: 'brandbot', is_default: false } }),
      labels: [makeLabel({ id: 5, name: 'EU' })],
      more: { 'POST components/': makeComponent({ id: 20, type: 'twitch-chat-bot' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: componentsTexts.addComponent }));
    fireEvent.change(screen.getByLabelText(componentsTexts.componentType), { target: { value: 'twitch-chat-bot' } });
    fireEvent.click(screen.getByRole('button', { name: componentsTexts.create }));
    const form = await screen.findByRole('form', { name: 'New Component: Chat Bot Posts' });
    expect((within(form).getByLabelText('Message Interval (minutes)') as HTMLInputElement).value).toBe('20');
    fireEvent.click(within(form).getByRole('button', { name: componentsTexts.create }));
    expect(within(form).getAllByText('Required Field')).toHaveLength(2);
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Chat Post' } });
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'Try it' } });
    fireEvent.click(within(form).getByRole('button', { name: componentsTexts.insertLink }));
    expect((within(form).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Try it {{link}}');
    fireEvent.change(within(form).getByLabelText('Link'), { target: { value: 'https://brand.example' } });
    fireEvent.change(within(form).getByLabelText('Message Interval (minutes)'), { target: { value: '5' } });
    fireEvent.click(within(form).getByLabelText('EU'));
    fireEvent.click(within(form).getByRole('button', { name: componentsTexts.create }));
    await waitFor(() => expect(client.routes).toContain('POST components/'));
    expect(client.calls.find((c) => c.method === 'POST')?.data).toMatchObject({
      campaign: 'spring',
      type: 'twitch-chat-bot',
      name: 'Chat Post',
      message: 'Try it {{link}}',
      link: 'https://brand.example',
      is_movable: true,
      labels: [5],
      config: { message_interval: 300 },
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New Component: Chat Bot Posts' })).toBeNull());
  });

  it('sends a banner with its image file and shows the server’s messages raw', async () => {
    const client = renderPage({
      more: { 'POST components/': fakeApiError(400, { image: ['Upload a valid image.'], non_field_errors: ['Something else'] }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: componentsTexts.addComponent }));
    fireEvent.change(screen.getByLabelText(componentsTexts.componentType), { target: { value: 'banner-graphics' } });
    fireEvent.click(screen.getByRole('button', { name: componentsTexts.create }));
    const form = await screen.findByRole('form', { name: 'New Component: Banner Graphics' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Panel' } });
    fireEvent.change(within(form).getByLabelText('Link'), { target: { value: 'https://shop.example' } });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'panel.png', { type: 'image/png' });
    fireEvent.change(within(form).getByLabelText('Image'), { target: { files: [file] } });
    fireEvent.click(within(form).getByRole('button', { name: componentsTexts.create }));
    expect(await within(form).findByText('Upload a valid image.')).toBeTruthy();
    expect(within(form).getByText('Something else')).toBeTruthy();
    expect((client.calls.find((c) => c.method === 'POST')?.data as { image: File }).image).toBe(file);
  });
});

describe('editing a component', () => {
  it('opens the type form filled in and PATCHes only what changed, keeping the stored image', async () => {
    const client = renderPage({ components: [banner], more: { 'PATCH components/1/': banner } });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Summer Panel' }));
    const form = await screen.findByRole('form', { name: 'Edit Summer Panel' });
    expect((within(form).getByLabelText('Link') as HTMLInputElement).value).toBe('https://shop.example/2');
    expect(within(form).getByText(/b\.png$/)).toBeTruthy();
    expect(within(form).queryByText('Groups')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Link'), { target: { value: ' https://shop.example/3 ' } });
    fireEvent.click(within(form).getByRole('button', { name: componentsTexts.save }));
    await waitFor(() => expect(client.calls.find((c) => c.method === 'PATCH')?.data).toEqual({ link: 'https://shop.example/3' }));
    expect(await screen.findByText('Update Succeeded!')).toBeTruthy();
  });
});

describe('component cards', () => {
  it('expands a versioned card to its history and reactivates an older version', async () => {
    const client = renderPage({ components: [banner], more: { 'PATCH components/1/': banner } });
    const card = await screen.findByRole('article', { name: 'Summer Panel' });
    fireEvent.click(card);
    const history = within(card).getByRole('region', { name: componentsTexts.versions });
    expect(within(history).getAllByTestId('version-entry')).toHaveLength(2);
    expect(within(history).getByText(componentsTexts.activeVersion)).toBeTruthy();
    fireEvent.click(within(history).getByRole('button', { name: 'Reactivate version 1' }));
    await waitFor(() => expect(client.calls.find((c) => c.method === 'PATCH')?.data).toEqual({ reactivated_version_id: 11 }));
  });

  it('archives or deletes through the confirmation, with the spec’s failure text', async () => {
    const client = renderPage({ components: [tweet], more: { 'DELETE components/2/?archive=true': fakeApiError(500, {}) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Launch Tweet' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Launch Tweet?' });
    fireEvent.click(within(dialog).getByRole('button', { name: componentsTexts.archive }));
    expect(await within(dialog).findByText("Couldn't delete component. Please try again later")).toBeTruthy();
    client.answer('DELETE components/2/', undefined);
    fireEvent.click(within(dialog).getByRole('button', { name: componentsTexts.delete }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Launch Tweet?' })).toBeNull());
    expect(client.routes).toContain('DELETE components/2/');
  });

  it('saves group changes as one batch update, disabled while nothing changed', async () => {
    const labels = [makeLabel({ id: 5, name: 'EU', components: [1] }), makeLabel({ id: 6, name: 'US' })];
    const client = renderPage({
      components: [banner, tweet],
      labels,
      more: { 'PUT labels/batch_update/': labels, 'PATCH labels/5/': fakeApiError(500, {}) },
    });
    const card = await screen.findByRole('article', { name: 'Summer Panel' });
    fireEvent.click(within(card).getByRole('button', { name: 'Remove from EU' }));
    expect(await within(card).findByText(componentsTexts.removeFromGroupFailed)).toBeTruthy();

    const save = screen.getByRole('button', { name: componentsTexts.saveGroups }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: componentsTexts.manageGroups }));
    const tweetCard = screen.getByRole('article', { name: 'Launch Tweet' });
    fireEvent.change(within(tweetCard).getByLabelText('Add Launch Tweet to a group'), { target: { value: '6' } });
    expect(within(tweetCard).getByText('US')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Remove from EU' }));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(client.routes.filter((r) => r === 'PUT labels/batch_update/')).toHaveLength(1));
    expect(client.calls.find((c) => c.method === 'PUT')?.data).toEqual([
      { id: 5, components: [] },
      { id: 6, components: [2] },
    ]);
  });
});
