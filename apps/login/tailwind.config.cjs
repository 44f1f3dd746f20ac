const path = require('node:path');
// Brand colours from the consoles' preset, so the hosts look like one product; not the preset itself,
// whose Tremor tokens and console animations the login screens have no use for (decision 158).
const { preset } = require('../../libs/ui-kit/tailwind-preset.cjs');

const { primary, secondary } = preset.theme.extend.colors;

/** The login app's Tailwind: brand colours only (spec 00 §9: primary pink, secondary dark blue), no Tremor. */
module.exports = {
  content: [
    path.join(__dirname, 'index.html'),
    path.join(__dirname, 'src/**/*.{ts,tsx}'),
    path.join(__dirname, '../../libs/auth-and-guards/src/guards/*.tsx'),
    // The ui-kit pieces the login app uses; not the whole kit, whose shell and sidebar classes it has no use for.
    path.join(__dirname, '../../libs/ui-kit/src/button.tsx'),
    path.join(__dirname, '../../libs/ui-kit/src/forms/*.tsx'),
  ],
  theme: {
    extend: {
      colors: { primary, secondary },
      keyframes: {
        'fade-in': { '0%': { opacity: '0' }, '100%': { opacity: '1' } },
      },
      // Spec 00 §4 and §9: pages fade in over 500 ms (decision 173).
      animation: { 'fade-in': 'fade-in 500ms ease-out both' },
    },
  },
  plugins: [],
};
