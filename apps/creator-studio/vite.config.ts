import { appViteConfig } from '@advocate/vite-config';
import { defineConfig } from 'vite';

// Shared build, preview and /config.js setup (decision 252).
export default defineConfig(appViteConfig({ name: 'creator-studio', dirname: import.meta.dirname, port: 4400 }));
