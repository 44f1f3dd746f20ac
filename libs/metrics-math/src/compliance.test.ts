import { describe, expect, it } from 'vitest';
import {
  canAuditOrOverride,
  complianceOf,
  complianceSummary,
  componentComplianceKind,
  overrideTransition,
  type ComplianceEntry,
  type ComplianceRecord,
  type ComponentComplianceKind,
} from './compliance.ts';

const entry = (status: string | null, required = true, compliant?: boolean | null): ComplianceEntry => ({
  required,
  status,
  compliant,
});
const record = (entries: ComplianceEntry[], mod: string | null = null, chatbot_required?: boolean): ComplianceRecord => ({
  name: 'streamer',
  mod_status: mod === null ? null : { status: mod, mod_channel: 'streamer' },
  compliance: Object.fromEntries(entries.map((e, i) => [String(i + 1), e])),
  chatbot_required,
});

describe('componentComplianceKind: banner statuses (spec 01 §4)', () => {
  it.each<[string | null, boolean | null | undefined, ComponentComplianceKind]>([
    ['Compliant', undefined, 'compliant'],
    ['Manually Marked As Compliant', undefined, 'compliant'],
    ['Incorrect Image', undefined, 'incorrect-image'],
    ["Can't Connect", undefined, 'cant-connect'],
    ['Missing Banner', undefined, 'noncompliant'],
    ['Manually Marked As Noncompliant', true, 'noncompliant'], // status wins over the flag
    ['  Compliant  ', undefined, 'compliant'],
    [null, true, 'compliant'],
    [null, false, 'noncompliant'],
    ['', false, 'noncompliant'],
    [null, null, 'unknown'],
    [null, undefined, 'unknown'],
  ])('status %j, compliant %j → %s', (status, compliant, expected) => {
    expect(componentComplianceKind({ status, compliant })).toBe(expected);
  });
});

describe('complianceOf: overall verdict (spec 01 §4)', () => {
  it.each<[string, ComplianceRecord, { chatbotRequired?: boolean } | undefined, 'compliant' | 'noncompliant']>([
    ['no components', record([]), undefined, 'compliant'],
    ['all compliant', record([entry('Compliant'), entry('Manually Marked As Compliant')]), undefined, 'compliant'],
    ['a required one noncompliant', record([entry('Compliant'), entry('Not Found')]), undefined, 'noncompliant'],
    ['incorrect image on a required one', record([entry('Incorrect Image')]), undefined, 'noncompliant'],
    ["can't connect is not held against", record([entry("Can't Connect")]), undefined, 'compliant'],
    ['not audited yet', record([entry(null)]), undefined, 'compliant'],
    ['noncompliant but not required', record([entry('Not Found', false)]), undefined, 'compliant'],
    ['flag only, false', record([entry(null, true, false)]), undefined, 'noncompliant'],
    ['chatbot required, Not Modded', record([entry('Compliant')], 'Not Modded'), { chatbotRequired: true }, 'noncompliant'],
    ['chatbot required, Modded', record([entry('Compliant')], 'Modded'), { chatbotRequired: true }, 'compliant'],
    ["chatbot required, Can't Connect (unknown)", record([], "Can't Connect"), { chatbotRequired: true }, 'compliant'],
    ['chatbot required, no mod status (unknown)', record([], null), { chatbotRequired: true }, 'compliant'],
    ['chatbot required, unrecognised known status', record([], 'Banned'), { chatbotRequired: true }, 'noncompliant'],
    ['chatbot not required, Not Modded', record([], 'Not Modded'), { chatbotRequired: false }, 'compliant'],
    ['chatbot requirement from the record', record([], 'Not Modded', true), undefined, 'noncompliant'],
    ['option overrides the record', record([], 'Not Modded', true), { chatbotRequired: false }, 'compliant'],
    ['default: chatbot not required', record([], 'Not Modded'), undefined, 'compliant'],
  ])('%s', (_name, input, options, expected) => {
    expect(complianceOf(input, options)).toBe(expected);
  });
});

describe('complianceSummary: n/total Broadcasters Compliant (spec 01 §2 compliance)', () => {
  it('counts compliant records', () => {
    const records = [record([entry('Compliant')]), record([entry('Gone')]), record([], 'Not Modded')];
    expect(complianceSummary(records)).toEqual({ compliant: 2, total: 3 });
    expect(complianceSummary(records, { chatbotRequired: true })).toEqual({ compliant: 1, total: 3 });
    expect(complianceSummary([])).toEqual({ compliant: 0, total: 0 });
  });
});

describe('overrideTransition: compliant ↔ noncompliant (spec 01 §4, §7 override-compliance)', () => {
  it.each([
    ['compliant', { action: 'override_to_noncompliant', next: 'noncompliant' }],
    ['noncompliant', { action: 'override_to_compliant', next: 'compliant' }],
  ] as const)('%s', (current, expected) => {
    expect(overrideTransition(current)).toEqual(expected);
  });
});

describe('canAuditOrOverride: only while the campaign has not ended (spec 01 §4)', () => {
  it.each([
    [{ start_date: '2024-03-01', end_date: '2024-03-31' }, '2024-02-01T00:00Z', true],
    [{ start_date: '2024-03-01', end_date: '2024-03-31' }, '2024-03-31T23:00Z', true],
    [{ start_date: '2024-03-01', end_date: '2024-03-31' }, '2024-04-01T00:00Z', false],
    [{ start_date: '2024-03-01', end_date: null }, '2030-01-01T00:00Z', true],
  ])('%j at %s → %s', (campaign, now, expected) => {
    expect(canAuditOrOverride(campaign, now)).toBe(expected);
  });
});
