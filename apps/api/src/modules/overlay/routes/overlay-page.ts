/** Text of the page and its headers (decision 501): no external assets, scripts from this server only. */

/** The overlay page's Content-Security-Policy: own scripts and styles, own (and upload host) media. */
export function overlayCsp(publicApiUrl: string): string {
  let uploads = '';
  try {
    uploads = ` ${new URL(publicApiUrl).origin}`;
  } catch {
    uploads = '';
  }
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data:${uploads}`,
    `media-src 'self'${uploads}`,
    "connect-src 'self'",
    // One frame-src (a repeated directive is ignored and logged by browsers): fullscreen videos given
    // as a YouTube address play in YouTube's privacy-enhanced embed (fullscreen.js, decision 512).
    'frame-src https://www.youtube-nocookie.com',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The consoles' favicon, inline (img-src allows data:) so the overlay asks for no /favicon.ico. */
export const OVERLAY_FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%2315254a'/%3E%3Ccircle cx='8' cy='8' r='4' fill='%23e6007e'/%3E%3C/svg%3E";

/** The overlay page: a transparent canvas of the broadcaster's base resolution, filled by main.js. */
export function overlayPage(canvas: { width: number; height: number }, username: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escape(username)} · Advocate overlay</title>
<link rel="icon" href="${OVERLAY_FAVICON}">
<link rel="stylesheet" href="/browsersource-client/overlay.css">
<script type="module" src="/browsersource-client/main.js"></script>
</head>
<body>
<main id="overlay" data-width="${canvas.width}" data-height="${canvas.height}" aria-label="Overlay"></main>
</body>
</html>
`;
}

/** The answer for a wrong key, a missing key and an unknown user alike. */
export const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Not Found</title></head>
<body><h1>Not Found</h1><p>The requested resource was not found on this server.</p></body></html>
`;
