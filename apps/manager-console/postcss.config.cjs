/* global require, module, __dirname */
/* eslint-disable @typescript-eslint/no-require-imports */
const path = require('node:path');

// The build runs from the workspace root, so Tailwind is pointed at this app's config explicitly.
module.exports = {
  plugins: {
    tailwindcss: { config: path.join(__dirname, 'tailwind.config.cjs') },
    autoprefixer: {},
  },
};
