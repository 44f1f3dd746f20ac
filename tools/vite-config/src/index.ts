export { appViteConfig, type AppViteOptions } from './app-vite-config.ts';
export { bundleBudget, initialChunks } from './bundle-budget-plugin.ts';
export { appSecurityHeaders, contentSecurityPolicy, type AppSecurityOptions } from './security-headers.ts';
