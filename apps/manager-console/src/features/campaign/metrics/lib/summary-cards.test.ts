import { describe, expect, it } from 'vitest';
import { emptyWorld } from '../testing/metrics-world.ts';
import { metricsTexts } from '../metrics-texts.ts';
import { summaryCards } from './summary-cards.ts';

const f = metricsTexts.figures;

// issue 26 item 2 "Pages and reports show verified and unverified conversions apart"; decision 664.
describe('summaryCards: conversions', () => {
  it('the Clicks & Conversions card keeps Conversions and shows Verified and Unverified beside it', () => {
    const summary = { ...emptyWorld(true).summary, clicks: 200, conversions: 12, verified_conversions: 5, unverified_conversions: 7 };
    const [clicks] = summaryCards(summary);
    expect(clicks.details).toEqual([
      { label: f.uniqueClicks, value: '0' },
      { label: 'Conversions', value: '12' },
      { label: 'Verified', value: '5' },
      { label: 'Unverified', value: '7' },
      { label: f.conversionRate, value: '6%' },
    ]);
  });

  it('without conversions on the campaign, no conversion figures', () => {
    const [clicks] = summaryCards({ ...emptyWorld(false).summary, verified_conversions: 3 });
    expect(clicks.details.map((d) => d.label)).toEqual([f.uniqueClicks]);
  });
});
