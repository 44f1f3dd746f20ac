import { describe, expect, it } from 'vitest';
import { OVERLAY_FAVICON, overlayCsp, overlayPage } from './overlay-page.ts';

const directives = (csp: string) => csp.split(';').map((part) => part.trim().split(/\s+/)[0]);

describe('the overlay page', () => {
  it('sends every CSP directive once (a repeated frame-src is logged as an error on every load)', () => {
    const names = directives(overlayCsp('https://api.example.test'));
    expect(names.filter((name) => name === 'frame-src')).toHaveLength(1);
    expect(new Set(names).size).toBe(names.length);
    expect(overlayCsp('https://api.example.test')).toContain('frame-src https://www.youtube-nocookie.com;');
  });

  it('carries an inline favicon the CSP allows, so no /favicon.ico is asked for', () => {
    const page = overlayPage({ width: 1280, height: 720 }, 'sam');
    expect(page).toContain(`<link rel="icon" href="${OVERLAY_FAVICON}">`);
    expect(OVERLAY_FAVICON.startsWith('data:image/svg+xml,')).toBe(true);
    expect(overlayCsp('https://api.example.test')).toMatch(/img-src [^;]*data:/);
  });
});
