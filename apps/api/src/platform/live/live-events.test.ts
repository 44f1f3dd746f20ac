import { describe, expect, it } from 'vitest';
import { ACTIVITY_EVENT_BROADCASTERS, activityEvent, parseLiveEvent } from './live-events.ts';

// Decision 854: an activity event names the broadcasters whose activity it carries, when they fit.
describe('activity live events', () => {
  it('name their broadcasters through a notification and back', () => {
    const event = activityEvent(4, [7, 9]);
    expect(parseLiveEvent(JSON.stringify(event))).toEqual({ type: 'activity', campaignId: 4, broadcasterIds: [7, 9] });
  });

  it('name none, so concern the whole campaign, beyond what a notification holds or when the names are not ids', () => {
    const many = Array.from({ length: ACTIVITY_EVENT_BROADCASTERS + 1 }, (_, i) => i + 1);
    expect(activityEvent(4, many)).toEqual({ type: 'activity', campaignId: 4 });
    expect(JSON.stringify(activityEvent(4, many.slice(0, ACTIVITY_EVENT_BROADCASTERS))).length).toBeLessThan(8000);
    expect(parseLiveEvent('{"type":"activity","campaignId":4,"broadcasterIds":["x"]}')).toEqual({ type: 'activity', campaignId: 4 });
    expect(parseLiveEvent('{"type":"activity","campaignId":4}')).toEqual({ type: 'activity', campaignId: 4 });
  });
});
