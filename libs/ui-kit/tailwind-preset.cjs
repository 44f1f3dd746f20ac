/**
 * Tailwind preset shared by the browser apps: brand colours (spec 00 §9: primary pink, secondary
 * dark blue), the Tremor theme tokens @tremor/react 3 expects, and the ui-kit animations.
 * Apps add their own `content` globs plus this lib's; the one that draws Tremor charts adds `tremor`.
 */
// Tailwind 3 loads CommonJS configs, hence require().
const path = require('node:path');

const tremorColor = {
  brand: { faint: '#fdf2f8', muted: '#fbcfe8', subtle: '#f472b6', DEFAULT: '#db2777', emphasis: '#9d174d', inverted: '#ffffff' },
  background: { muted: '#f9fafb', subtle: '#f3f4f6', DEFAULT: '#ffffff', emphasis: '#374151' },
  border: { DEFAULT: '#e5e7eb' },
  ring: { DEFAULT: '#e5e7eb' },
  content: { subtle: '#9ca3af', DEFAULT: '#6b7280', emphasis: '#374151', strong: '#111827', inverted: '#ffffff' },
};

/**
 * The colours the manager console's charts are drawn in (its CHART_COLORS, which a test compares):
 * Tremor builds their classes at run time, so content scanning cannot find them.
 */
const chartColors = ['pink', 'slate', 'indigo', 'amber', 'emerald', 'sky'];
const shades = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];

/** Globs every console adds to `content` so ui-kit classes survive purging. */
const sharedContent = [path.join(__dirname, 'src/**/*.{ts,tsx}')];

/**
 * What an app that draws Tremor charts adds: Tremor's files to scan and the classes of the chart
 * colours it uses, and only those: the creator studio's CSS was two thirds chart classes it never
 * used (decision 782).
 */
const tremorFor = (colors) => ({
  content: [path.join(__dirname, '../../node_modules/@tremor/**/*.{js,ts,jsx,tsx}')],
  safelist: [{ pattern: new RegExp(`^(bg|text|border|ring|stroke|fill)-(?:${colors.join('|')})-(?:${shades.join('|')})$`) }],
});
/** The manager console's charts. */
const tremor = tremorFor(chartColors);

module.exports = {
  sharedContent,
  tremor,
  tremorFor,
  chartColors,
  preset: {
    theme: {
      transparent: 'transparent',
      current: 'currentColor',
      extend: {
        colors: {
          primary: {
            50: '#fdf2f8',
            100: '#fce7f3',
            200: '#fbcfe8',
            300: '#f9a8d4',
            400: '#f472b6',
            DEFAULT: '#e6007e',
            500: '#e6007e',
            600: '#c8006d',
            700: '#a3005a',
            800: '#7a0044',
            900: '#52002d',
          },
          secondary: {
            50: '#eef2f8',
            100: '#d5deec',
            200: '#aabbd6',
            300: '#7690b8',
            400: '#4a6797',
            DEFAULT: '#15254a',
            500: '#233a68',
            600: '#1b2f57',
            700: '#15254a',
            800: '#0f1b37',
            900: '#0a1226',
          },
          tremor: tremorColor,
        },
        boxShadow: {
          'tremor-input': '0 1px 2px 0 rgb(0 0 0 / 0.05)',
          'tremor-card': '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)',
          'tremor-dropdown': '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)',
        },
        borderRadius: { 'tremor-small': '0.375rem', 'tremor-default': '0.5rem', 'tremor-full': '9999px' },
        fontSize: {
          'tremor-label': ['0.75rem', { lineHeight: '1rem' }],
          'tremor-default': ['0.875rem', { lineHeight: '1.25rem' }],
          'tremor-title': ['1.125rem', { lineHeight: '1.75rem' }],
          'tremor-metric': ['1.875rem', { lineHeight: '2.25rem' }],
        },
        keyframes: {
          'loading-slide': { '0%': { transform: 'translateX(-100%)' }, '100%': { transform: 'translateX(300%)' } },
        },
        animation: { 'loading-slide': 'loading-slide 1.2s ease-in-out infinite' },
      },
    },
  },
};
