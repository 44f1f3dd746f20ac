const path = require('node:path');

// The build runs from the workspace root, so Tailwind is pointed at this app's config explicitly.
module.exports = {
  plugins: {
    tailwindcss: { config: path.join(__dirname, 'tailwind.config.cjs') },
    autoprefixer: {},
  },
};
