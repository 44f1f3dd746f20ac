/**
 * The security headers every page of the three browser apps is served with, by the launcher's
 * static servers and by `vite preview` (decision 251). No Vite import: the launcher loads this
 * entry (`@advocate/vite-config/security-headers`) without loading Vite.
 */
export interface AppSecurityOptions {
  /** The API the pages call and load uploaded images from, e.g. `http://localhost:3000` (a path is ignored). */
  apiUrl: string;
  /** More origins pictures may come from: the local provider stand-ins' avatars (a path is ignored). */
  imageOrigins?: readonly string[];
}

/**
 * Where the providers keep the profile pictures a sign-in stores (Twitch's `profile_image_url`,
 * YouTube channel thumbnails, Google's `picture`): the consoles show them as they are (decision 635).
 */
export const PROVIDER_IMAGE_ORIGINS = [
  'https://static-cdn.jtvnw.net',
  'https://yt3.ggpht.com',
  'https://yt3.googleusercontent.com',
  'https://lh3.googleusercontent.com',
] as const;

/**
 * Only the app's own files and the API (and the providers' profile pictures). No inline or eval'd script: Vite's build has none (its
 * index.html loads `/config.js` and hashed modules). Styles are the built CSS file; React's `style`
 * props go through the CSSOM, which CSP does not govern, so style-src needs no 'unsafe-inline'.
 */
export function contentSecurityPolicy({ apiUrl, imageOrigins = [] }: AppSecurityOptions): string {
  const api = new URL(apiUrl).origin;
  const pictures = [...PROVIDER_IMAGE_ORIGINS, ...imageOrigins.map((url) => new URL(url).origin)];
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    // Uploads come from the API; broadcasters' profile pictures from their provider.
    ['img-src', "'self'", 'data:', api, ...pictures],
    // Live graphics, fullscreen videos and conversion popups may be webm or mp4 uploads (spec 01 §5).
    ['media-src', "'self'", api],
    ['connect-src', "'self'", api],
    // Frames: the API's own pages (advocate widgets) and any https page a watch party embeds (decision 447).
    ['frame-src', "'self'", api, 'https:'],
    ['font-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Header names in lower case, as Node sends them. */
export function appSecurityHeaders(options: AppSecurityOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // frame-ancestors for browsers that predate it.
    'x-frame-options': 'DENY',
  };
}
