// Tailwind 3 loads CommonJS configs, hence require().
const path = require('node:path');
const { preset, sharedContent, tremorFor } = require('../../libs/ui-kit/tailwind-preset.cjs');

// The studio draws one Tremor chart, in pink: the live block's clicks (decision 782).
const tremor = tremorFor(['pink']);

/** @type {import('tailwindcss').Config} */
module.exports = {
  presets: [preset],
  content: [path.join(__dirname, 'index.html'), path.join(__dirname, 'src/**/*.{ts,tsx}'), ...sharedContent, ...tremor.content],
  safelist: tremor.safelist,
};
