import type { ApiClient } from '../request.ts';
import type { AnswerOf, BodyOf } from '../types.ts';

export type VideoTriggerBody = BodyOf<'triggerVideo'>;
export type VideoTriggerAnswer = AnswerOf<'triggerVideo'>;
export type TestPatternBody = BodyOf<'requestTestPattern'>;
export type TestPatternAnswer = AnswerOf<'requestTestPattern'>;

/** Browser source sizes a test pattern comes in (spec 02 §4). */
export const TEST_PATTERN_SIZES = ['1920x1080', '1600x900', '1280x720'] as const;

/** POST video-trigger/: managers send {component, broadcasters}; a broadcaster {component}. 201 {triggered}. */
export const triggerVideo = (api: ApiClient, body: VideoTriggerBody) => api.post<VideoTriggerAnswer>('video-trigger/', body);

/** POST browsersource-test-pattern/: a broadcaster {size}; a manager {broadcaster, size}. */
export const requestTestPattern = (api: ApiClient, body: TestPatternBody) =>
  api.post<TestPatternAnswer>('browsersource-test-pattern/', body);
