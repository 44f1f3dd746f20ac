import type { Page } from '@playwright/test';

/**
 * Collects what Chromium reports about the page's Content-Security-Policy: the console lines
 * ("Refused to load … because it violates the following Content Security Policy directive") and
 * the `securitypolicyviolation` events, on every page the test opens from here on.
 */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`${page.url()}: ${message.text()}`);
  });
  page.context().on('page', (opened) => {
    opened.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(`${opened.url()}: ${message.text()}`);
    });
  });
  return violations;
}
