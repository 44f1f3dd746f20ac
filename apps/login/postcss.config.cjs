/* global require, module, __dirname */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS config file, as PostCSS and Tailwind 3 load it */
const path = require('node:path');

module.exports = {
  plugins: {
    tailwindcss: { config: path.join(__dirname, 'tailwind.config.cjs') },
    autoprefixer: {},
  },
};
