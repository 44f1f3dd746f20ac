import type { BroadcasterAction, BroadcasterActionSlug, BroadcasterActionUpdate } from '@advocate/api-client';
import type { FakeCall } from '@advocate/api-client/testing';

/** Test fixtures: broadcaster actions and a small action store answering like the server (contract 2). */

const NAMES: Record<BroadcasterActionSlug, string> = {
  'banner-add': 'Add Banner',
  'banner-update': 'Update Banner',
  'banner-remove': 'Remove Banner',
  'twitter-send-tweet': 'Send Tweet',
  'twitter-retweet': 'Retweet',
  'custom-link-add': 'Add Custom Link',
  'chatbot-mod': 'Make the Chatbot a Moderator',
};

let nextId = 1;
const HOUR = 3_600_000;

/** Fields to override, and `hoursAgo` for the creation time. */
export type ActionOverrides = Partial<BroadcasterAction> & { hoursAgo?: number };

export interface ActionStoreOptions {
  /** A failure to answer instead (an ApiError), or undefined to go on. */
  fail?: (call: FakeCall) => unknown;
}

/** An open action of `slug`; `hoursAgo` sets its creation time. */
export function makeAction(slug: BroadcasterActionSlug, over: ActionOverrides = {}): BroadcasterAction {
  const { hoursAgo = 1, ...rest } = over;
  const id = rest.id ?? nextId++;
  return {
    id,
    type: { slug, name: NAMES[slug] },
    component: `Component ${id}`,
    component_id: 100 + id,
    campaign: 'nova',
    campaign_name: 'Nova Launch',
    broadcaster: 'streamer_one',
    creation_time: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
    completion_time: null,
    completion_data: {},
    version: { component_id: 100 + id, image: null, link: null, message: null, created: new Date().toISOString(), config: {} },
    ...rest,
  };
}

/** `action` completed `hoursAgo` hours ago with this completion data. */
export function completed(action: BroadcasterAction, hoursAgo = 0.5, data: BroadcasterAction['completion_data'] = {}): BroadcasterAction {
  return { ...action, completion_time: new Date(Date.now() - hoursAgo * HOUR).toISOString(), completion_data: data };
}

/**
 * Fake-client answers over a mutable list: GET broadcaster-actions/ (all, ?completed=false|true) and
 * PATCH broadcaster-actions/{id}/ with the contract's completion actions; mark_incomplete only for
 * the latest completed one (400 otherwise, like the server).
 */
export function actionStore(initial: BroadcasterAction[], options: ActionStoreOptions = {}) {
  let list = [...initial];
  const byTime = (a: BroadcasterAction, b: BroadcasterAction) =>
    new Date(b.creation_time).getTime() - new Date(a.creation_time).getTime() || b.id - a.id;
  const answers: Record<string, unknown> = {
    'GET broadcaster-actions/': () => [...list].sort(byTime),
    'GET broadcaster-actions/?completed=false': () => list.filter((a) => a.completion_time === null).sort(byTime),
    'GET broadcaster-actions/?completed=true': () => list.filter((a) => a.completion_time !== null).sort(byTime),
  };
  for (const action of initial) {
    answers[`PATCH broadcaster-actions/${action.id}/`] = (call: FakeCall) => {
      const failure = options.fail?.(call);
      if (failure) return failure;
      const body = call.data as unknown as BroadcasterActionUpdate;
      const current = list.find((a) => a.id === action.id) as BroadcasterAction;
      let next: BroadcasterAction;
      if (body.completion_action === 'mark_incomplete') next = { ...current, completion_time: null, completion_data: {} };
      else {
        const data = { ...body.completion_data };
        if (body.completion_action === 'send_tweet' && !data.manual)
          data.tweet_url = `https://twitter.com/streamer_one/status/${1000 + action.id}`;
        next = { ...current, completion_time: new Date().toISOString(), completion_data: data };
      }
      list = list.map((a) => (a.id === action.id ? next : a));
      return next;
    };
  }
  return { answers, current: () => list };
}
