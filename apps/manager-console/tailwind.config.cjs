// Tailwind 3 loads CommonJS configs, hence require().
const path = require('node:path');
const { preset, sharedContent, tremor } = require('../../libs/ui-kit/tailwind-preset.cjs');

/** @type {import('tailwindcss').Config} */
module.exports = {
  presets: [preset],
  content: [path.join(__dirname, 'index.html'), path.join(__dirname, 'src/**/*.{ts,tsx}'), ...sharedContent, ...tremor.content],
  // The charts' colour classes, which Tremor builds at run time.
  safelist: tremor.safelist,
};
