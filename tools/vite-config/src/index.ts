export { appViteConfig, type AppViteOptions } from './app-vite-config.ts';
export { bundleBudget, initialChunks } from './bundle-budget-plugin.ts';
export { appSecurityHeaders, contentSecurityPolicy, type AppSecurityOptions } from './security-headers.ts';
export { precompressDir, precompressFile } from './precompress.ts';
export { prerenderScreens, type PrerenderOptions } from './prerender.ts';
export { staticOutput } from './static-output-plugin.ts';
