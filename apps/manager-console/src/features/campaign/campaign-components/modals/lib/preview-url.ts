/**
 * The live graphics preview address of a broadcaster (spec 01 §7 'the live graphics preview address
 * plus a broadcaster opens in a new tab'; decision 446): the API's browser source page of that
 * broadcaster in preview mode, `<API origin>/browsersource/<username>/?preview=true`. The page itself
 * is the live-platform issue's (issue 8).
 * @example livePreviewUrl('http://localhost:3000/api/v1/', 'streamer_one') // 'http://localhost:3000/browsersource/streamer_one/?preview=true'
 */
export function livePreviewUrl(apiUrl: string, username: string): string {
  const origin = apiUrl.replace(/\/+$/, '').replace(/\/api\/v\d+$/, '');
  return `${origin}/browsersource/${encodeURIComponent(username)}/?preview=true`;
}
