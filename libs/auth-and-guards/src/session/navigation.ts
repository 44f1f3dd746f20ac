/**
 * Full-page navigations between app hosts. One object so tests can spy on it (jsdom cannot navigate).
 * Once a navigation is under way (sign-out going to the chooser, say), a guard reacting to the
 * cleared session must not replace it with a redirect of its own.
 */
let leaving = false;

export const fullPage = {
  /** A new history entry (after a sign-in or sign-out, for example). */
  assign(url: string): void {
    leaving = true;
    window.location.assign(url);
  },
  /** Replaces the current entry, so Back does not return to a page that redirects again (guards). */
  replace(url: string): void {
    if (leaving) return;
    leaving = true;
    window.location.replace(url);
  },
};

if (typeof window !== 'undefined') {
  // A page restored from the back-forward cache is live again: its guards may redirect anew.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) leaving = false;
  });
}
