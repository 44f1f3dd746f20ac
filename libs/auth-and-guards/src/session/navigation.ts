/**
 * Full-page navigations between app hosts. One object so tests can spy on it (jsdom cannot navigate).
 */
export const fullPage = {
  /** A new history entry (after a sign-in, for example). */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Replaces the current entry, so Back does not return to a page that redirects again (guards). */
  replace(url: string): void {
    window.location.replace(url);
  },
};
