import { describe, expect, it } from 'vitest';
import { clickTypeLabel, componentTypeName, reportCountry, reportFigure } from './report-metric-labels.ts';

const names = new Map([
  ['dynamic-cta', 'Dynamic Calls to Action'],
  ['custom-link', 'Custom Links'],
  ['fullscreen-video', 'Fullscreen Videos'],
]);

// Issue 26 "Reports": the files name things as the pages do and round figures as they show them.
describe('report cell formatting', () => {
  it('names component types by their display names, never their slugs', () => {
    expect(componentTypeName('dynamic-cta', names)).toBe('Dynamic Calls to Action');
    expect(componentTypeName('custom-link', names)).toBe('Custom Links');
    expect(componentTypeName('gone-type', names)).toBe('gone-type');
  });

  it("names click types by spec 01 §9's click types, else by the component type's name", () => {
    expect(clickTypeLabel('custom-link', names)).toBe('Custom Link Clicks');
    expect(clickTypeLabel('live-graphics', names)).toBe('Live Graphic Visit');
    expect(clickTypeLabel('dynamic-cta', names)).toBe('Dynamic Calls to Action');
    expect(clickTypeLabel('fullscreen-video', names)).toBe('Fullscreen Videos');
  });

  it('names countries as the Clicks tab does', () => {
    expect(reportCountry('US')).toBe('United States');
    expect(reportCountry('FR')).toBe('France');
    expect(reportCountry('')).toBe('Unknown');
  });

  it('rounds CVM to two decimals and hours to one, leaving counts alone', () => {
    expect(reportFigure('cvm', 31.431165747014038)).toBe(31.43);
    expect(reportFigure('watched_hours', 3.0833333)).toBe(3.1);
    expect(reportFigure('hours_broadcast', 0.0833333)).toBe(0.1);
    expect(reportFigure('clicks', 7)).toBe(7);
    expect(reportFigure('average_viewers', 37)).toBe(37);
  });
});
