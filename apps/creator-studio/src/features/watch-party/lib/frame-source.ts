/**
 * The address the watch party frame shows: the watch party's current source, with YouTube watch
 * and short addresses turned into YouTube's embed address (a watch page refuses to be framed).
 * Anything that is not http(s) is refused (undefined), so a stored `javascript:` never runs.
 * @example frameSource('https://www.youtube.com/watch?v=aqz-KE-bpKQ') // 'https://www.youtube.com/embed/aqz-KE-bpKQ'
 */
export function frameSource(source: string | null | undefined): string | undefined {
  if (!source) return undefined;
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const videoId = /^[A-Za-z0-9_-]{6,20}$/;
  if (host === 'youtube.com' && url.pathname.slice(1) === 'watch') {
    const id = url.searchParams.get('v');
    if (id && videoId.test(id)) return `https://www.youtube.com/embed/${id}`;
  }
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1);
    if (videoId.test(id)) return `https://www.youtube.com/embed/${id}`;
  }
  return url.toString();
}

/** The origin of a frame address, the only target its settings may be posted to. */
export function frameOrigin(src: string): string {
  return new URL(src).origin;
}
