import { describe, expect, it } from 'vitest';
import { appViteConfig } from './app-vite-config.ts';
import { appSecurityHeaders } from './security-headers.ts';

describe('appViteConfig', () => {
  const config = appViteConfig({ name: 'login', dirname: '/repo/apps/login', port: 4200, bundleLimitKb: 120 });

  it('builds the app from its own folder into dist', () => {
    expect(config.root).toBe('/repo/apps/login');
    expect(config.build?.outDir).toBe('dist');
  });

  it('serves dev and preview on the app port, and preview with the security headers', () => {
    expect(config.server).toMatchObject({ port: 4200, strictPort: true });
    expect(config.preview).toMatchObject({
      port: 4200,
      strictPort: true,
      headers: appSecurityHeaders({ apiUrl: 'http://localhost:3000', imageOrigins: ['http://localhost:4500'] }),
    });
  });

  it('puts every module of the first load into one chunk (decision 782)', () => {
    const output = config.build?.rolldownOptions?.output;
    expect(Array.isArray(output) ? undefined : output?.codeSplitting).toEqual({ groups: [{ name: 'initial', tags: ['$initial'] }] });
  });

  it('answers /config.js locally, checks the bundle budget, prerenders and precompresses', () => {
    const names = (config.plugins ?? []).map((plugin) => (plugin && 'name' in plugin ? plugin.name : ''));
    expect(names).toEqual(['advocate-local-runtime-config', 'advocate-bundle-budget', 'advocate-static-output']);
  });
});
