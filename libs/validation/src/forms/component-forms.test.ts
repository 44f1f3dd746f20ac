import { describe, expect, it } from 'vitest';
import { validateForm } from '../engine/validate.ts';
import { addComponentForm, componentFormFor, componentForms, componentTypeSlugs } from './component-forms.ts';
import type { ComponentFormContext, ComponentTypeSlug } from './component-forms.ts';

const R = 'Required Field';
const G = 'Must be a valid graphic file type.';
const base = { name: 'Spring promo', start_time: '2024-06-01T10:00:00Z', end_time: '2024-06-02T10:00:00Z' };
const YT = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

function check(slug: ComponentTypeSlug, values: Record<string, unknown>, context?: ComponentFormContext) {
  return validateForm(context ? componentFormFor(slug, context) : componentForms[slug], values);
}

describe('every component type (spec 01 §5: name required plus a bound; start before end)', () => {
  it.each(componentTypeSlugs.map((slug) => [slug]))('%s', (slug) => {
    const errors = check(slug, { ...base, name: '', end_time: base.start_time });
    expect(errors.name).toBe(R);
    expect(errors.end_time).toBe('End date must be greater than start date');
    expect(check(slug, { ...base, name: 'n'.repeat(129) }).name).toBe('Must be no more than 128 characters');
    expect(check(slug, { ...base, impression_cutoff: -1 }).impression_cutoff).toBe('Must be bigger than 0');
    expect(check(slug, { ...base, config: { schedule: { minutes: 60 } } })['config.schedule.minutes']).toBe('Must be between 0 and 59');
  });
});

describe('per type (spec 01 §5)', () => {
  it.each<[string, ComponentTypeSlug, Record<string, unknown>, Record<string, string>, ComponentFormContext?]>([
    ['live-graphics valid', 'live-graphics', { ...base, image: 'a.gif' }, {}],
    ['live-graphics image required', 'live-graphics', base, { image: R }],
    ['live-graphics image type', 'live-graphics', { ...base, image: { name: 'a.pdf' } }, { image: G }],
    ['live-graphics config not needed without times', 'live-graphics', { ...base, image: 'a.png' }, {}, {}],
    [
      'live-graphics config required with live graphic times',
      'live-graphics',
      { ...base, image: 'a.png' },
      { config: R, 'config.duration': R },
      { set_live_graphic_times: true },
    ],
    [
      'live-graphics duration rules',
      'live-graphics',
      { ...base, image: 'a.png', config: { duration: 1 } },
      { 'config.duration': 'Duration must be greater than 1 second' },
      { set_live_graphic_times: true },
    ],
    [
      'live-graphics duration integer',
      'live-graphics',
      { ...base, image: 'a.png', config: { duration: '2.5', rotation_delay: -1 } },
      { 'config.duration': 'Duration must be an integer', 'config.rotation_delay': 'Must be bigger than 0' },
      { set_live_graphic_times: true },
    ],
    ['banner-graphics valid', 'banner-graphics', { ...base, image: 'a.png', link: 'https://shop.example.com' }, {}],
    ['banner-graphics required', 'banner-graphics', base, { image: R, link: R }],
    [
      'banner-graphics jpeg/png only and link protocol',
      'banner-graphics',
      { ...base, image: 'a.gif', link: 'shop.example.com' },
      { image: G, link: 'URL must contain http or https' },
    ],
    ['banner-graphics bad link', 'banner-graphics', { ...base, image: 'a.png', link: 'not a link' }, { link: 'Invalid URL' }],
    ['suggested-tweet valid', 'suggested-tweet', { ...base, message: 'm'.repeat(280) }, {}],
    ['suggested-tweet 281', 'suggested-tweet', { ...base, message: 'm'.repeat(281) }, { message: 'Must be no more than 280 characters' }],
    ['suggested-tweet message required', 'suggested-tweet', base, { message: R }],
    ['suggested-tweet image type', 'suggested-tweet', { ...base, message: 'x', image: 'a.gif' }, { image: G }],
    ['suggested-tweet keyword off', 'suggested-tweet', { ...base, message: 'x', keyword: 'a-b' }, {}, { keyword_links: false }],
    ['suggested-tweet keyword required', 'suggested-tweet', { ...base, message: 'x' }, { keyword: R }, { keyword_links: true }],
    [
      'suggested-tweet keyword dash',
      'suggested-tweet',
      { ...base, message: 'x', keyword: 'a-b' },
      { keyword: "Cannot include '-'" },
      { keyword_links: true },
    ],
    ['suggested-retweet valid', 'suggested-retweet', { ...base, message: 'https://twitter.com/a/status/1' }, {}],
    [
      'suggested-retweet not a tweet',
      'suggested-retweet',
      { ...base, message: 'https://twitter.com/a' },
      { message: 'Enter a valid tweet URL' },
    ],
    ['suggested-retweet required', 'suggested-retweet', base, { message: R }],
    ['twitch-chat-bot valid', 'twitch-chat-bot', { ...base, message: 'Shop at {{link}}' }, {}],
    ['twitch-chat-bot manual link', 'twitch-chat-bot', { ...base, message: 'Shop at shop.com' }, { message: 'Manual Link Entered' }],
    [
      'twitch-chat-bot hard coded links allowed',
      'twitch-chat-bot',
      { ...base, message: 'Shop at shop.com' },
      {},
      { hard_coded_links: true },
    ],
    ['twitch-chat-bot required', 'twitch-chat-bot', base, { message: R }],
    ['twitch-chat-bot-command valid', 'twitch-chat-bot-command', { ...base, message: 'Hi {{link}}', config: { command: 'shop' } }, {}],
    ['twitch-chat-bot-command config required', 'twitch-chat-bot-command', { ...base, message: 'Hi' }, { config: R, 'config.command': R }],
    [
      'twitch-chat-bot-command command rules',
      'twitch-chat-bot-command',
      { ...base, message: 'Hi http://x.io', config: { command: '!shop' } },
      { message: 'Manual Link Entered', 'config.command': 'Commands cannot begin with !' },
    ],
    [
      'twitch-chat-bot-command spaces',
      'twitch-chat-bot-command',
      { ...base, message: 'Hi', config: { command: 'shop now' } },
      { 'config.command': 'Commands cannot include spaces' },
    ],
    ['fullscreen-video url only', 'fullscreen-video', { ...base, youtube_url: YT }, {}],
    ['fullscreen-video file only', 'fullscreen-video', { ...base, image: { name: 'v.mp4', type: 'video/mp4' } }, {}],
    [
      'fullscreen-video neither',
      'fullscreen-video',
      base,
      { youtube_url: 'You must add at least a youtube url or video file, but not both' },
    ],
    [
      'fullscreen-video both',
      'fullscreen-video',
      { ...base, youtube_url: YT, image: 'v.mp4' },
      { youtube_url: 'You must add at least a youtube url or video file, but not both' },
    ],
    [
      'fullscreen-video bad url',
      'fullscreen-video',
      { ...base, youtube_url: 'https://youtu.be/short' },
      { youtube_url: 'Must be a valid Vimeo or Youtube URL' },
    ],
    ['fullscreen-video bad file', 'fullscreen-video', { ...base, image: 'v.mov' }, { image: 'Must be a valid movie file.' }],
    ['custom-link valid', 'custom-link', { ...base, link: 'https://shop.com', config: { source_keyword: 'stream-1' } }, {}],
    ['custom-link required', 'custom-link', base, { link: R }],
    [
      'custom-link keyword',
      'custom-link',
      { ...base, link: 'https://shop.com', config: { source_keyword: 'bad word' } },
      { 'config.source_keyword': 'Invalid keyword' },
    ],
    ['advocate-widget valid', 'advocate-widget', { ...base, widget_upload: { name: 'w.zip', type: 'application/zip' } }, {}],
    ['advocate-widget required', 'advocate-widget', base, { widget_upload: R }],
    ['advocate-widget zip only', 'advocate-widget', { ...base, widget_upload: 'w.rar' }, { widget_upload: 'Must be a valid zip file.' }],
    ['conversion-popup image types', 'conversion-popup', { ...base, image: 'p.tif' }, { image: G }],
    ['watch-party base only', 'watch-party', base, {}],
    ['dynamic-cta base only', 'dynamic-cta', base, {}],
  ])('%s', (_label, slug, values, expected, context) => {
    expect(check(slug, values, context)).toEqual(expected);
  });
});

describe('addComponentForm (spec 01 §2, §8: Not a valid component type)', () => {
  it.each([
    [{ type: 'live-graphics' }, {}],
    [{ type: '' }, { type: R }],
    [{ type: 'hologram' }, { type: 'Not a valid component type' }],
  ])('%j', (values, expected) => {
    expect(validateForm(addComponentForm, values)).toEqual(expected);
  });
});
