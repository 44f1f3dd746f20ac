import { complianceOf } from '@advocate/metrics-math';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_STATUS,
  bannerVerdict,
  isCompliantStatus,
  replacesRecord,
  theirTweets,
  trackedKeyOf,
  tweetIdOf,
  tweetVerdict,
} from './audit-verdicts.ts';

// Issue 8 audits; spec 01 §4 Compliance; decisions 551–553.
describe('bannerVerdict', () => {
  const right = { link: 'http://localhost:3000/l/Abc123', imageHash: 'aaa' };
  const base = { expectedHash: 'aaa', linkKeys: ['Abc123'] };

  it("unreadable panels → Can't Connect", () => {
    expect(bannerVerdict({ ...base, panels: 'unreachable' })).toBe("Can't Connect");
  });
  it('the tracked link with the banner image → Compliant, whatever else is on the panels', () => {
    expect(bannerVerdict({ ...base, panels: [{ link: null, imageHash: 'zzz' }, right] })).toBe('Compliant');
    expect(bannerVerdict({ ...base, panels: [{ ...right, link: 'https://advocate.example/l/Abc123/' }] })).toBe('Compliant');
  });
  it('the tracked link with another image (or one that would not download) → Incorrect Image', () => {
    expect(bannerVerdict({ ...base, panels: [{ ...right, imageHash: 'bbb' }] })).toBe('Incorrect Image');
    expect(bannerVerdict({ ...base, panels: [{ ...right, imageHash: null }] })).toBe('Incorrect Image');
  });
  it('the image with another link → Incorrect Link; neither → Missing Banner', () => {
    expect(bannerVerdict({ ...base, panels: [{ ...right, link: 'https://shop.example/' }] })).toBe(AUDIT_STATUS.incorrectLink);
    expect(bannerVerdict({ ...base, panels: [{ ...right, link: 'http://localhost:3000/l/Zzz999' }] })).toBe(AUDIT_STATUS.incorrectLink);
    expect(bannerVerdict({ ...base, panels: [] })).toBe(AUDIT_STATUS.missingBanner);
    expect(bannerVerdict({ ...base, panels: [{ link: 'https://x.example', imageHash: 'ccc' }] })).toBe(AUDIT_STATUS.missingBanner);
  });
  it('without a tracked link the image decides; without our image the link decides', () => {
    expect(bannerVerdict({ expectedHash: 'aaa', linkKeys: [], panels: [{ link: null, imageHash: 'aaa' }] })).toBe('Compliant');
    expect(bannerVerdict({ expectedHash: 'aaa', linkKeys: [], panels: [{ link: null, imageHash: 'bbb' }] })).toBe(
      AUDIT_STATUS.missingBanner,
    );
    expect(bannerVerdict({ expectedHash: null, linkKeys: ['Abc123'], panels: [right] })).toBe('Compliant');
    expect(bannerVerdict({ expectedHash: null, linkKeys: ['Abc123'], panels: [] })).toBe(AUDIT_STATUS.missingBanner);
  });
  it('the statuses read as the console reads them (complianceOf)', () => {
    const verdict = (status: string) => complianceOf({ compliance: { 1: { required: true, status } } });
    expect(verdict('Compliant')).toBe('compliant');
    expect(verdict("Can't Connect")).toBe('compliant');
    for (const status of ['Incorrect Image', 'Incorrect Link', 'Missing Banner', 'Tweet Deleted', 'Not Sent'])
      expect(verdict(status)).toBe('noncompliant');
    expect(isCompliantStatus('Compliant')).toBe(true);
    expect(isCompliantStatus('Manually Marked As Compliant')).toBe(true);
    expect(isCompliantStatus("Can't Connect")).toBe(false);
  });
});

describe('trackedKeyOf and tweetIdOf', () => {
  it('reads the key of a /l/ address only', () => {
    expect(trackedKeyOf('http://127.0.0.1:3000/l/aB3dE9')).toBe('aB3dE9');
    expect(trackedKeyOf('http://127.0.0.1:3000/l/aB3dE9?x=1')).toBe('aB3dE9');
    for (const link of [null, '', 'not a url', 'http://h/l/short', 'http://h/x/aB3dE9', 'http://h/l/aB3dE9/more'])
      expect(trackedKeyOf(link)).toBeNull();
  });
  it('reads tweet ids from twitter.com and x.com addresses', () => {
    expect(tweetIdOf('https://twitter.com/streamer_one_tw/status/1850000000000000001')).toBe('1850000000000000001');
    expect(tweetIdOf('https://x.com/someone/status/42?s=20')).toBe('42');
    expect(tweetIdOf('https://example.com/someone/status/42')).toBeNull();
  });
});

describe('tweetVerdict', () => {
  const none = new Set<string>();
  const verdict = (v: {
    completed?: boolean;
    manual?: boolean;
    tweetIds: string[];
    found: Set<string> | undefined;
    notTheirs?: Set<string>;
  }) => tweetVerdict({ completed: true, manual: false, notTheirs: none, ...v });
  it('not sent, sent by hand, lookup failed, deleted, still there', () => {
    expect(verdict({ completed: false, tweetIds: [], found: new Set() })).toBe('Not Sent');
    expect(verdict({ tweetIds: [], found: undefined })).toBe('Compliant');
    expect(verdict({ tweetIds: ['1'], found: undefined })).toBe("Can't Connect");
    expect(verdict({ tweetIds: ['1'], found: new Set(['2']) })).toBe('Tweet Deleted');
    expect(verdict({ tweetIds: ['1', '2'], found: new Set(['2']) })).toBe('Compliant');
  });
  it('a tweet that exists but is not theirs: Not Sent when marked by hand, Tweet Deleted when Advocate sent it (decision 822)', () => {
    expect(verdict({ manual: true, tweetIds: ['1'], found: new Set(), notTheirs: new Set(['1']) })).toBe('Not Sent');
    expect(verdict({ manual: false, tweetIds: ['1'], found: new Set(), notTheirs: new Set(['1']) })).toBe('Tweet Deleted');
    expect(verdict({ manual: true, tweetIds: ['1', '2'], found: new Set(['2']), notTheirs: new Set(['1']) })).toBe('Compliant');
    expect(verdict({ manual: true, tweetIds: ['1'], found: new Set(), notTheirs: none })).toBe('Tweet Deleted');
  });
});

describe('theirTweets (decision 822)', () => {
  const tweets = new Map<string, string | null>([
    ['1', '500'],
    ['2', '600'],
    ['9', '900'],
  ]);
  const listing = (ids: string[], complete = true) => ({ ids: new Set(ids), complete });
  it('a tweet counts when its author is their account; without an account any existing one counts', () => {
    const base = { kind: 'tweet' as const, tweetIds: ['1', '2', '3'], tweets, retweeters: new Map() };
    expect(theirTweets({ ...base, twitterId: '500' })).toEqual({ found: new Set(['1']), notTheirs: new Set(['2']) });
    expect(theirTweets({ ...base, twitterId: null })).toEqual({ found: new Set(['1', '2']), notTheirs: new Set() });
    expect(theirTweets({ ...base, twitterId: '500', tweets: undefined }).found).toBeUndefined();
  });
  it('a retweet counts when their account is among the retweeters; a listing cut short or failed tells nothing', () => {
    const base = { kind: 'retweet' as const, tweetIds: ['9'], tweets, twitterId: '500' };
    expect(theirTweets({ ...base, retweeters: new Map([['9', listing(['500'])]]) }).found).toEqual(new Set(['9']));
    expect(theirTweets({ ...base, retweeters: new Map([['9', listing(['501'])]]) })).toEqual({
      found: new Set(),
      notTheirs: new Set(['9']),
    });
    expect(theirTweets({ ...base, retweeters: new Map([['9', listing(['501'], false)]]) }).found).toBeUndefined();
    expect(theirTweets({ ...base, retweeters: new Map([['9', undefined]]) }).found).toBeUndefined();
  });
});

describe('replacesRecord', () => {
  it('an override stays while the audit finds what it found before; a new finding replaces it', () => {
    expect(replacesRecord(undefined, 'Compliant')).toBe(true);
    expect(replacesRecord({ overridden: false, last_audit_status: 'Compliant' }, 'Compliant')).toBe(true);
    expect(replacesRecord({ overridden: true, last_audit_status: 'Incorrect Image' }, 'Incorrect Image')).toBe(false);
    expect(replacesRecord({ overridden: true, last_audit_status: 'Incorrect Image' }, 'Compliant')).toBe(true);
    expect(replacesRecord({ overridden: true, last_audit_status: null }, 'Missing Banner')).toBe(true);
  });
});
