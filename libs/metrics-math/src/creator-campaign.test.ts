import { describe, expect, it } from 'vitest';
import { creatorCampaignGroup, CREATOR_CAMPAIGN_GROUPS, selfDeactivationAction } from './creator-campaign.ts';

const campaign = { start_date: '2024-03-01', end_date: '2024-03-31' };
const BEFORE = '2024-02-01T00:00Z';
const DURING = '2024-03-15T00:00Z';
const AFTER = '2024-04-01T00:00Z';

describe('creatorCampaignGroup (spec 02 §2: Upcoming, Past, else by status; other statuses Active)', () => {
  it.each([
    [BEFORE, 'Active', 'Upcoming'],
    [BEFORE, 'Deactivated', 'Upcoming'],
    [AFTER, 'Active', 'Past'],
    [AFTER, 'Pending', 'Past'],
    [DURING, 'Active', 'Active'],
    [DURING, 'Pending', 'Pending'],
    [DURING, 'Deactivated', 'Suspended'],
    [DURING, 'Flagged', 'Active'],
    [DURING, 'Campaign Ended', 'Active'],
    [DURING, null, 'Active'],
  ])('at %s with %s → %s', (now, status, expected) => {
    expect(creatorCampaignGroup(campaign, status, now)).toBe(expected);
  });

  it('open-ended campaigns are never Past', () => {
    expect(creatorCampaignGroup({ start_date: '2024-03-01', end_date: null }, 'Active', '2099-01-01')).toBe('Active');
  });

  it('lists the groups', () => {
    expect(CREATOR_CAMPAIGN_GROUPS).toEqual(['Upcoming', 'Past', 'Active', 'Pending', 'Suspended']);
  });
});

describe('selfDeactivationAction (spec 02 §2 allow_self_deactivate)', () => {
  it.each([
    [true, 'Active', DURING, 'Suspend Campaign'],
    [true, 'Deactivated', DURING, 'Activate Campaign'],
    [true, 'Pending', BEFORE, 'Activate Campaign'],
    [true, 'Active', BEFORE, 'Suspend Campaign'],
    [true, 'Active', AFTER, null],
    [false, 'Active', DURING, null],
    [null, 'Deactivated', DURING, null],
  ])('allowed=%s status=%s at %s → %s', (allow, status, now, expected) => {
    expect(selfDeactivationAction({ ...campaign, allow_self_deactivate: allow }, status, now)).toBe(expected);
  });
});
