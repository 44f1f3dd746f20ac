import type { BroadcasterCompliance, CampaignCompliance, ComplianceEntry } from '@advocate/api-client';
import { complianceOf } from '@advocate/metrics-math';
import { describe, expect, it } from 'vitest';
import { componentRows, filterBroadcasters, overrideFor, summaryOf, verdictOf } from './compliance-view.ts';

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
const caster = (name: string, compliance: Record<string, ComplianceEntry>, mod: string | null = null): BroadcasterCompliance => ({
  name,
  profile_image: null,
  campaign_status: 'Active',
  mod_status: mod ? { status: mod, mod_channel: name } : null,
  verdict: 'compliant',
  compliance,
});
const data = (broadcasters: BroadcasterCompliance[], chatbot_required = false): CampaignCompliance => ({
  campaign: 'spring',
  ended: false,
  as_of: null,
  last_audit: null,
  audit_pending: false,
  chatbot_required,
  summary: { compliant: 0, total: broadcasters.length },
  components: [
    { id: 1, name: 'Panel', type: 'banner-graphics', type_name: 'Banner Graphics', required: true, version_id: 10 },
    { id: 2, name: 'Tweet', type: 'suggested-tweet', type_name: 'Suggested Tweets', required: true, version_id: 20 },
  ],
  broadcasters,
});

const alpha = caster('alpha', { 1: entry(1, 'Compliant'), 2: entry(2, "Can't Connect") });
const bravo = caster('bravo', { 1: entry(1, 'Incorrect Image') });
const charlie = caster('charlie', {}, 'Not Modded');

describe('compliance view (spec 01 §2, §4)', () => {
  it('reads verdicts with complianceOf, chatbot requirement included', () => {
    expect(verdictOf(alpha, false)).toBe('compliant');
    expect(verdictOf(bravo, false)).toBe('noncompliant');
    expect(verdictOf(charlie, false)).toBe('compliant');
    expect(verdictOf(charlie, true)).toBe('noncompliant');
    expect(verdictOf(charlie, true)).toBe(
      complianceOf({ compliance: {}, mod_status: { status: 'Not Modded' } }, { chatbotRequired: true }),
    );
    expect(summaryOf(data([alpha, bravo, charlie]))).toEqual({ compliant: 2, total: 3 });
    expect(summaryOf(data([alpha, bravo, charlie], true))).toEqual({ compliant: 1, total: 3 });
  });

  it('filters broadcasters by name and Show', () => {
    const d = data([alpha, bravo, charlie]);
    expect(filterBroadcasters(d, { name: '', show: 'all' }).map((r) => r.broadcaster.name)).toEqual(['alpha', 'bravo', 'charlie']);
    expect(filterBroadcasters(d, { name: '', show: 'noncompliant' }).map((r) => r.broadcaster.name)).toEqual(['bravo']);
    expect(filterBroadcasters(d, { name: '', show: 'compliant' }).map((r) => r.broadcaster.name)).toEqual(['alpha', 'charlie']);
    expect(filterBroadcasters(d, { name: ' ALP ', show: 'all' }).map((r) => r.broadcaster.name)).toEqual(['alpha']);
  });

  it('lists one component per broadcaster; Non-Compliant includes Incorrect Image', () => {
    const d = data([alpha, bravo, charlie]);
    expect(componentRows(d, 1, { name: '', show: 'all' }).map((r) => [r.broadcaster.name, r.kind])).toEqual([
      ['alpha', 'compliant'],
      ['bravo', 'incorrect-image'],
      ['charlie', 'unknown'],
    ]);
    expect(componentRows(d, 1, { name: '', show: 'noncompliant' }).map((r) => r.broadcaster.name)).toEqual(['bravo']);
    expect(componentRows(d, 2, { name: '', show: 'compliant' })).toEqual([]);
    expect(componentRows(d, null, { name: '', show: 'all' })).toEqual([]);
  });

  it('offers the reverse of the current result as the override', () => {
    expect(overrideFor(entry(1, 'Compliant')).action).toBe('override_to_noncompliant');
    expect(overrideFor(entry(1, 'Incorrect Image')).action).toBe('override_to_compliant');
    expect(overrideFor(entry(1, 'Not Tweeted')).action).toBe('override_to_compliant');
    expect(overrideFor(entry(1, "Can't Connect")).action).toBe('override_to_noncompliant');
    expect(overrideFor(undefined)).toEqual({ action: 'override_to_noncompliant', next: 'noncompliant' });
  });
});
