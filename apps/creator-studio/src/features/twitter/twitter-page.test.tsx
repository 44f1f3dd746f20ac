import type { BroadcasterAction } from '@advocate/api-client';
import { createFakeApiClient, fakeApiError, makeBroadcaster, renderWithApi } from '@advocate/api-client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { actionStore, completed, makeAction } from '../../shared/broadcaster-actions/action-fixtures.ts';
import type { ActionOverrides, ActionStoreOptions } from '../../shared/broadcaster-actions/action-fixtures.ts';
import { TwitterPage } from './twitter-page.tsx';

const LINK = 'http://api.test/l/tw1';
const connected = makeBroadcaster({ username: 'streamer_one', twitter: '@streamer_one', has_twitter_oauth: true });
const tweet = (over: ActionOverrides = {}, editable = true) =>
  makeAction('twitter-send-tweet', {
    component: 'Launch tweet',
    version: {
      component_id: 1,
      image: 'http://api.test/uploads/t.png',
      link: LINK,
      message: 'Play Nova today {{link}}',
      created: '2026-01-01T00:00:00Z',
      config: { is_editable: editable },
    },
    ...over,
  });
const retweet = (over: ActionOverrides = {}) =>
  makeAction('twitter-retweet', {
    component: 'Sponsor retweet',
    version: {
      component_id: 2,
      image: null,
      link: null,
      message: 'https://twitter.com/nova/status/42',
      created: '2026-01-01T00:00:00Z',
      config: {},
    },
    ...over,
  });

function renderTwitter(actions: BroadcasterAction[], user = connected, fail?: ActionStoreOptions['fail']) {
  const store = actionStore(actions, { fail });
  return renderWithApi(
    <MemoryRouter>
      <TwitterPage />
    </MemoryRouter>,
    { client: createFakeApiClient({ 'GET rest-auth/user/': user, ...store.answers }) },
  );
}
const patches = (client: ReturnType<typeof createFakeApiClient>) =>
  client.calls.filter((c) => c.method === 'PATCH').map((c) => ({ path: c.path, data: c.data }));

describe('Twitter page (spec 02 §2, §4, §5)', () => {
  it("has 'Go To Twitter' to their profile, no tabs without sent tweets, and the empty text", async () => {
    renderTwitter([]);
    expect(await screen.findByText("You've completed all your required actions!")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go To Twitter' }).getAttribute('href')).toBe('https://twitter.com/streamer_one');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('blocks the actions and asks to connect Twitter on the profile page without a connected account', async () => {
    renderTwitter([tweet(), retweet()], makeBroadcaster({ has_twitter_oauth: false }));
    const blocked = await screen.findByTestId('twitter-blocked');
    expect(blocked.textContent).toBe(
      'Your Twitter account is not connected. Connect it on your profile page to send these tweets and retweets.',
    );
    expect(within(blocked).getByRole('link', { name: 'profile page' }).getAttribute('href')).toBe('/profile');
    await screen.findByText('Launch tweet', { exact: false });
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('numbers each action with its name, campaign and component, date, text with the link, and image; Edit only when editable', async () => {
    renderTwitter([tweet({ hoursAgo: 1 }), tweet({ hoursAgo: 3, component: 'Fixed tweet' }, false), retweet({ hoursAgo: 5 })]);
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('heading').textContent).toBe('1Send Tweet');
    expect(within(cards[0]).getByText('Nova Launch · Launch tweet')).toBeTruthy();
    expect(within(cards[0]).getByTestId('tweet-text').textContent).toBe(`Play Nova today ${LINK}`);
    expect(within(cards[0]).getByRole('img').getAttribute('src')).toBe('http://api.test/uploads/t.png');
    expect(within(cards[0]).getByRole('button', { name: 'Edit: Launch tweet' })).toBeTruthy();
    expect(within(cards[1]).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(within(cards[2]).getByRole('heading').textContent).toBe('3Retweet');
    const preview = within(cards[2]).getByLabelText('Tweet to retweet');
    expect(preview.tagName).toBe('BLOCKQUOTE');
    expect(within(preview).getByRole('link').getAttribute('href')).toBe('https://twitter.com/nova/status/42');
  });

  it('edits the tweet within the rules, then sends the edited text automatically', async () => {
    const action = tweet();
    const { client } = renderTwitter([action]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Launch tweet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tweet' });
    const box = within(dialog).getByLabelText('Tweet') as HTMLTextAreaElement;
    expect(box.rows).toBe(6);
    expect(box.value).toBe('Play Nova today {{link}}');
    fireEvent.change(box, { target: { value: 'No link at all' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(`Your tweet must include "${LINK}.`)).toBeTruthy();
    fireEvent.change(box, { target: { value: `x`.repeat(281) + LINK } });
    expect(within(dialog).getByText('Must be no more than 280 characters')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'My own words {{link}}' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('tweet-text').textContent).toBe(`My own words ${LINK}`);
    fireEvent.click(screen.getByRole('button', { name: 'Send Automatically: Launch tweet' }));
    expect(await screen.findByText("You've completed all your required actions!")).toBeTruthy();
    expect(patches(client)).toEqual([
      {
        path: `broadcaster-actions/${action.id}/`,
        data: { completion_action: 'send_tweet', completion_data: { tweet_text: `My own words ${LINK}` } },
      },
    ]);
    // Something was sent: the tabs appear, and Sent Tweets shows it with the link to the tweet.
    fireEvent.click(screen.getByRole('tab', { name: 'Sent Tweets' }));
    const sent = screen.getByTestId(`sent-tweet-${action.id}`);
    expect(within(sent).getByText(`My own words ${LINK}`)).toBeTruthy();
    expect(within(sent).getByRole('link', { name: 'View on Twitter' }).getAttribute('href')).toBe(
      `https://twitter.com/streamer_one/status/${1000 + action.id}`,
    );
  });

  it("sends manually: copy, image download, then 'Mark as Completed' sends send_tweet with manual", async () => {
    const action = tweet();
    const { client } = renderTwitter([action]);
    fireEvent.click(await screen.findByRole('button', { name: 'Send Manually: Launch tweet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Manually' });
    expect(within(dialog).getByTestId('manual-tweet-text').textContent).toBe(`Play Nova today ${LINK}`);
    expect(within(dialog).getByRole('button', { name: 'Copy Link' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Download Image' }).getAttribute('href')).toBe('http://api.test/uploads/t.png');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as Completed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(client)).toEqual([
      {
        path: `broadcaster-actions/${action.id}/`,
        data: { completion_action: 'send_tweet', completion_data: { tweet_text: `Play Nova today ${LINK}`, manual: true } },
      },
    ]);
  });

  it('retweets through the API with the tweet address, and shows a refused send', async () => {
    const action = retweet();
    const { client } = renderTwitter([action], connected, (call) =>
      (call.data as { completion_action: string }).completion_action === 'send_retweet' &&
      client.calls.filter((c) => c.method === 'PATCH').length === 1
        ? fakeApiError(400, { non_field_errors: ['Twitter refused the retweet.'] })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Retweet: Sponsor retweet' }));
    expect(await screen.findByText('Twitter refused the retweet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retweet: Sponsor retweet' }));
    expect(await screen.findByText("You've completed all your required actions!")).toBeTruthy();
    expect(patches(client).map((p) => p.data)).toEqual([
      { completion_action: 'send_retweet', completion_data: { tweet_url: 'https://twitter.com/nova/status/42' } },
      { completion_action: 'send_retweet', completion_data: { tweet_url: 'https://twitter.com/nova/status/42' } },
    ]);
  });

  it("retweets manually: open the tweet, then 'Mark as Completed' sends send_retweet with manual", async () => {
    const action = retweet();
    const { client } = renderTwitter([action]);
    fireEvent.click(await screen.findByRole('button', { name: 'Retweet Manually: Sponsor retweet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retweet Manually' });
    expect(within(dialog).getByRole('link', { name: 'Open Tweet' }).getAttribute('href')).toBe('https://twitter.com/nova/status/42');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as Completed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(client)).toEqual([
      {
        path: `broadcaster-actions/${action.id}/`,
        data: { completion_action: 'send_retweet', completion_data: { tweet_url: 'https://twitter.com/nova/status/42', manual: true } },
      },
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Sent Tweets' }));
    const sent = screen.getByTestId(`sent-tweet-${action.id}`);
    expect(within(sent).getByText('Retweeted')).toBeTruthy();
    expect(within(sent).getByRole('link', { name: 'View on Twitter' }).getAttribute('href')).toBe('https://twitter.com/nova/status/42');
  });

  it('opens on Sent Tweets when nothing is required; only the latest completed action can be marked incomplete', async () => {
    const latest = completed(tweet({ component: 'Latest' }), 1, {
      tweet_text: 'Latest text',
      tweet_url: 'https://twitter.com/streamer_one/status/9',
    });
    const earlier = completed(tweet({ component: 'Earlier' }), 5, { tweet_text: 'Earlier text', manual: true });
    const { client } = renderTwitter([earlier, latest]);
    expect((await screen.findByRole('tab', { name: 'Sent Tweets' })).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByTestId(`sent-tweet-${earlier.id}`)).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId(`sent-tweet-${earlier.id}`)).getByText(/Posted manually/)).toBeTruthy();
    fireEvent.click(
      within(screen.getByTestId(`sent-tweet-${latest.id}`)).getByRole('button', { name: 'Mark Incomplete: Send Tweet, Latest' }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Mark Incomplete' })).getByRole('button', { name: 'Mark Incomplete' }),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Required Actions' }));
    expect(await screen.findByRole('button', { name: 'Send Automatically: Latest' })).toBeTruthy();
    expect(patches(client)).toEqual([{ path: `broadcaster-actions/${latest.id}/`, data: { completion_action: 'mark_incomplete' } }]);
  });
});
