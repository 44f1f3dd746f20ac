import { describe, expect, it } from 'vitest';
import type { ReachRow, SyncActionRow } from './repositories/broadcaster-actions-repository.ts';
import { planActions } from './broadcaster-actions-plan.ts';

const reach = (
  type: string,
  component: number,
  version = component * 10,
  content = `c${version}`,
  broadcaster = 1,
  youtubeOnly = false,
): ReachRow => ({
  broadcaster_id: broadcaster,
  component_id: component,
  type,
  version_id: version,
  content_id: content,
  link: null,
  youtube_only: youtubeOnly,
});
let nextId = 100;
const action = (
  type: string,
  component: number,
  version: number | null,
  content: string | null,
  done: boolean,
  broadcaster = 1,
): SyncActionRow => ({
  id: nextId++,
  type,
  broadcaster_id: broadcaster,
  component_id: component,
  component_version_id: version,
  content_id: content,
  completion_time: done ? new Date(2026, 0, nextId) : null,
});

describe('planActions', () => {
  it('asks each reached component for its action, nothing for types without one', () => {
    const plan = planActions(
      [reach('banner-graphics', 1), reach('suggested-tweet', 2), reach('live-graphics', 3), reach('custom-link', 4)],
      [],
      new Map(),
    );
    expect(plan.create.map((a) => [a.type, a.componentId, a.versionId])).toEqual([
      ['banner-add', 1, 10],
      ['twitter-send-tweet', 2, 20],
      ['custom-link-add', 4, 40],
    ]);
    expect(plan.remove).toEqual([]);
  });

  it('keeps a matching open action, retargets it to the active version, deletes duplicates and unwanted ones', () => {
    const open = action('twitter-send-tweet', 2, 19, 'old', false);
    const duplicate = action('twitter-send-tweet', 2, 20, 'c20', false);
    const stray = action('custom-link-add', 9, 90, 'c90', false);
    const plan = planActions([reach('suggested-tweet', 2)], [open, duplicate, stray], new Map());
    expect(plan.create).toEqual([]);
    expect(plan.retarget).toEqual([{ id: open.id, componentId: 2, versionId: 20 }]);
    expect(plan.remove.sort()).toEqual([duplicate.id, stray.id].sort());
  });

  it('never asks a completed tweet again and never touches completed actions', () => {
    const done = action('twitter-send-tweet', 2, 20, 'c20', true);
    const plan = planActions([reach('suggested-tweet', 2)], [done], new Map());
    expect(plan).toEqual({ create: [], retarget: [], remove: [] });
  });

  it('banners: update on new content, nothing on the same content, remove when no longer reached, add again after a removal', () => {
    const placed = action('banner-add', 1, 10, 'c10', true);
    expect(planActions([reach('banner-graphics', 1, 11, 'c11')], [placed], new Map()).create.map((a) => a.type)).toEqual(['banner-update']);
    expect(planActions([reach('banner-graphics', 1, 12, 'c10')], [placed], new Map()).create).toEqual([]);
    const removal = planActions([], [placed], new Map()).create;
    expect(removal).toEqual([{ type: 'banner-remove', broadcasterId: 1, componentId: 1, versionId: 10 }]);
    const removed = action('banner-remove', 1, 10, 'c10', true);
    expect(planActions([reach('banner-graphics', 1)], [placed, removed], new Map()).create.map((a) => a.type)).toEqual(['banner-add']);
    // A banner never placed needs no removal; its open add goes.
    const openAdd = action('banner-add', 5, 50, 'c50', false);
    expect(planActions([], [openAdd], new Map())).toEqual({ create: [], retarget: [], remove: [openAdd.id] });
  });

  it('a removal whose banner version is gone names the newest version', () => {
    const placed = action('banner-add', 1, null, null, true);
    expect(planActions([], [placed], new Map([[1, 13]])).create[0]).toMatchObject({ type: 'banner-remove', versionId: 13 });
  });

  it('one chatbot-mod per campaign while any chat bot component reaches the broadcaster', () => {
    const plan = planActions([reach('twitch-chat-bot', 3), reach('twitch-chat-bot-command', 4)], [], new Map());
    expect(plan.create.map((a) => [a.type, a.componentId])).toEqual([['chatbot-mod', 3]]);
    const open = action('chatbot-mod', 3, 30, 'c30', false);
    expect(planActions([reach('twitch-chat-bot-command', 4)], [open], new Map()).retarget).toEqual([
      { id: open.id, componentId: 4, versionId: 40 },
    ]);
    expect(planActions([reach('twitch-chat-bot', 3), reach('twitch-chat-bot-command', 4)], [open], new Map())).toEqual({
      create: [],
      retarget: [],
      remove: [],
    });
    const done = action('chatbot-mod', 3, 30, 'c30', true);
    expect(planActions([reach('twitch-chat-bot-command', 4)], [done], new Map()).create).toEqual([]);
  });

  it('keeps broadcasters apart', () => {
    const theirs = action('custom-link-add', 4, 40, 'c40', true, 2);
    expect(planActions([reach('custom-link', 4, 40, 'c40', 1)], [theirs], new Map()).create).toEqual([
      { type: 'custom-link-add', broadcasterId: 1, componentId: 4, versionId: 40 },
    ]);
  });

  it('asks a broadcaster on YouTube only for no panel banner and no chatbot, only the rest (decision 821)', () => {
    const youtubeOnly = (type: string, component: number) => reach(type, component, component * 10, `c${component * 10}`, 2, true);
    const plan = planActions(
      [
        youtubeOnly('banner-graphics', 1),
        youtubeOnly('twitch-chat-bot', 5),
        youtubeOnly('suggested-tweet', 2),
        youtubeOnly('custom-link', 4),
      ],
      [action('banner-add', 1, 10, 'c10', false, 2), action('chatbot-mod', 5, 50, 'c50', false, 2)],
      new Map(),
    );
    expect(plan.create.map((a) => [a.type, a.componentId])).toEqual([
      ['twitter-send-tweet', 2],
      ['custom-link-add', 4],
    ]);
    expect(plan.remove).toHaveLength(2);
  });

  it('never asks a broadcaster on YouTube only to remove a banner they once marked added', () => {
    const plan = planActions([reach('banner-graphics', 1, 11, 'c11', 2, true)], [action('banner-add', 1, 10, 'c10', true, 2)], new Map());
    expect(plan).toEqual({ create: [], retarget: [], remove: [] });
  });
});
