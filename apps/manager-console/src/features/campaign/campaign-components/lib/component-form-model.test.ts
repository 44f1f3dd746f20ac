import { validateForm } from '@advocate/validation';
import { describe, expect, it } from 'vitest';
import { makeComponent, makeVersion } from '../testing/component-fixtures.ts';
import {
  changedBody,
  componentBody,
  configOf,
  formRulesFor,
  fromLocalInput,
  initialFormValues,
  toLocalInput,
} from './component-form-model.ts';
import type { ComponentFormValues } from './component-form-model.ts';

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'banner.png', { type: 'image/png' });
const values = (slug: string, changes: Partial<ComponentFormValues>) => {
  const next = { ...initialFormValues(slug), ...changes };
  return { ...next, config: configOf(slug, next) };
};

describe('type form values (spec 01 §5, §7, §9)', () => {
  it('starts a chat bot post at 20 minutes and sends 1200 seconds; the schedule minute as {minutes}', () => {
    const start = initialFormValues('twitch-chat-bot');
    expect(start['config.message_interval']).toBe('20');
    const body = componentBody(
      'twitch-chat-bot',
      values('twitch-chat-bot', { name: ' Hello ', message: 'Hi {{link}}', link: ' https://a.example ', 'config.schedule.minutes': '15' }),
      {},
      'create',
    );
    expect(body).toMatchObject({
      name: 'Hello',
      message: 'Hi {{link}}',
      link: 'https://a.example',
      config: { message_interval: 1200, schedule: { minutes: 15 } },
      labels: [],
    });
    expect(body).not.toHaveProperty('image');
  });

  it('reads a stored interval back in minutes', () => {
    const component = makeComponent({
      id: 1,
      type: 'twitch-chat-bot',
      versions: [makeVersion({ id: 1, content_id: 'a', sequence_number: 1, config: { message_interval: 600 } })],
    });
    expect(initialFormValues('twitch-chat-bot', component)['config.message_interval']).toBe('10');
  });

  it('sends only the fields of the type, files as Files, and the dynamic-cta widgets with their default', () => {
    const file = png();
    const banner = componentBody(
      'banner-graphics',
      values('banner-graphics', { name: 'B', image: file, link: 'https://x.example', message: 'ignored' }),
      {},
      'create',
    );
    expect(banner.image).toBe(file);
    expect(banner).not.toHaveProperty('message');
    expect(banner.config).toEqual({ is_fulfillable: true });
    const cta = componentBody('dynamic-cta', values('dynamic-cta', { name: 'C', widgets: '' }), {}, 'create');
    expect(cta.widgets).toEqual(['Headline']);
    expect(
      componentBody('dynamic-cta', values('dynamic-cta', { name: 'C', widgets: 'Headline\n Promo Code \n' }), {}, 'create').widgets,
    ).toEqual(['Headline', 'Promo Code']);
  });

  it('checks with the rules of libs/validation, the keyword only with keyword links on', () => {
    const tweet = values('suggested-tweet', { name: 'T', message: 'x'.repeat(281), keyword: 'a-b' });
    expect(validateForm(formRulesFor('suggested-tweet', {}), tweet)).toEqual({ message: 'Must be no more than 280 characters' });
    expect(validateForm(formRulesFor('suggested-tweet', { keyword_links: true }), tweet)).toMatchObject({ keyword: "Cannot include '-'" });
    const video = values('fullscreen-video', { name: 'V' });
    expect(validateForm(formRulesFor('fullscreen-video', {}), video)).toEqual({
      youtube_url: 'You must add at least a youtube url or video file, but not both',
    });
    const command = values('twitch-chat-bot-command', { name: 'C', message: 'hi', 'config.command': '!go' });
    expect(validateForm(formRulesFor('twitch-chat-bot-command', {}), command)).toEqual({
      'config.command': 'Commands cannot begin with !',
    });
  });

  it('does not check a stored file again while it is kept, but checks a new one', () => {
    const stored = 'data:image/svg+xml;base64,AAAA';
    const component = makeComponent({
      id: 1,
      type: 'banner-graphics',
      versions: [makeVersion({ id: 1, content_id: 'a', sequence_number: 1, image: stored, link: 'https://x.example' })],
    });
    const kept = { ...initialFormValues('banner-graphics', component) };
    const rules = formRulesFor('banner-graphics', {}, { image: stored });
    expect(validateForm(rules, kept)).toEqual({});
    expect(validateForm(rules, { ...kept, image: new File(['x'], 'a.gif', { type: 'image/gif' }) })).toEqual({
      image: 'Must be a valid graphic file type.',
    });
    expect(validateForm(rules, { ...kept, image: null })).toEqual({ image: 'Required Field' });
  });

  it('PATCHes only what changed: a kept file stays out, a new link or file goes', () => {
    const component = makeComponent({
      id: 1,
      type: 'banner-graphics',
      name: 'Panel',
      versions: [
        makeVersion({
          id: 1,
          content_id: 'a',
          sequence_number: 1,
          image: 'http://api/uploads/a.png',
          link: 'https://x.example',
          config: { is_fulfillable: true },
        }),
      ],
    });
    const initial = initialFormValues('banner-graphics', component);
    const before = componentBody('banner-graphics', initial, {}, 'edit');
    expect(changedBody(before, componentBody('banner-graphics', initial, {}, 'edit'))).toEqual({});
    const file = png();
    const after = componentBody('banner-graphics', { ...initial, image: file, link: 'https://y.example' }, {}, 'edit');
    expect(changedBody(before, after)).toEqual({ image: file, link: 'https://y.example' });
    expect(after).not.toHaveProperty('labels');
  });

  it('turns datetime-local values into ISO times and back', () => {
    const iso = fromLocalInput('2026-06-01T10:30');
    expect(iso).toBe(new Date('2026-06-01T10:30').toISOString());
    expect(toLocalInput(iso)).toBe('2026-06-01T10:30');
    expect(fromLocalInput('')).toBeNull();
  });
});
