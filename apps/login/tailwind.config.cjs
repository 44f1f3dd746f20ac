const path = require('node:path');

/** The login app's Tailwind: brand colours only (spec 00 §9: primary pink, secondary dark blue), no Tremor. */
module.exports = {
  content: [
    path.join(__dirname, 'index.html'),
    path.join(__dirname, 'src/**/*.{ts,tsx}'),
    path.join(__dirname, '../../libs/auth-and-guards/src/guards/*.tsx'),
    // The ui-kit pieces the login app uses; not the whole kit, whose shell and sidebar classes it has no use for.
    path.join(__dirname, '../../libs/ui-kit/src/button.tsx'),
  ],
  theme: {
    extend: {
      colors: {
        // The same values as the ui-kit preset, so the hosts look like one product.
        primary: {
          50: '#fdf2f8', 100: '#fce7f3', 200: '#fbcfe8', 300: '#f9a8d4', 400: '#f472b6',
          DEFAULT: '#e6007e', 500: '#e6007e', 600: '#c8006d', 700: '#a3005a', 800: '#7a0044', 900: '#52002d',
        },
        secondary: {
          50: '#eef2f8', 100: '#d5deec', 200: '#aabbd6', 300: '#7690b8', 400: '#4a6797',
          DEFAULT: '#15254a', 500: '#233a68', 600: '#1b2f57', 700: '#15254a', 800: '#0f1b37', 900: '#0a1226',
        },
      },
      keyframes: {
        'fade-in': { '0%': { opacity: '0' }, '100%': { opacity: '1' } },
      },
      // Spec 00 §4 and §9: pages fade in over 500 ms (decision 173).
      animation: { 'fade-in': 'fade-in 500ms ease-out both' },
    },
  },
  plugins: [],
};
