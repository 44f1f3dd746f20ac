import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import path from 'node:path';
import { readFileSync } from 'node:fs';

/** Features never import each other: a relative import from src/features/<a>/ must not land in src/features/<b>/. */
const noCrossFeatureImports = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const match = context.filename.match(/^(.*\/src\/features\/)([^/]+)\//);
    if (!match) return {};
    const [, featuresRoot, area] = match;
    const check = (node) => {
      const source = node.source && node.source.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source) + '/';
      if (target.startsWith(featuresRoot) && !target.startsWith(featuresRoot + area + '/')) {
        context.report({ node, message: 'Features never import each other; move shared code to a lib or src/app.' });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/**
 * The API's layers and modules (apps/api/README.md). A file under apps/api/src/modules/<m>/ or
 * apps/api/src/platform/<p>/ is a route (in routes/), a repository (in repositories/), a schema (in
 * schemas/, which every layer may use) or a service (anything else). Routes never import repositories;
 * repositories import only repositories and schemas (of any module, or db/ and the shared schemas
 * outside the modules); a module reaches another module only
 * through that module's index.ts, apart from the crossings listed in apps/api/module-crossings.json
 * (the ones that predate the rule; the list only shrinks).
 */
const apiHome = /^(.*\/apps\/api\/src\/)((?:modules|platform)\/[^/]+)\/(.*)$/;
const apiLayer = (rest) =>
  rest.startsWith('routes/')
    ? 'route'
    : rest.startsWith('repositories/')
      ? 'repository'
      : rest.startsWith('schemas/')
        ? 'schema'
        : 'service';
const apiLayers = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { crossings: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
  },
  create(context) {
    const from = context.filename.match(apiHome);
    if (!from) return {};
    const [, srcRoot, home, rest] = from;
    const layer = apiLayer(rest);
    const crossings = new Set(context.options[0]?.crossings ?? []);
    const check = (node) => {
      const source = node.source && node.source.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source).match(apiHome);
      if (!target) return;
      const [, , targetHome, targetRest] = target;
      const targetLayer = apiLayer(targetRest);
      if (layer === 'route' && targetLayer === 'repository') {
        context.report({ node, message: 'Routes never import repositories: call (or re-export through) a service of the module.' });
      } else if (
        layer === 'repository' &&
        !['repository', 'schema'].includes(targetLayer) &&
        !(targetHome !== home && targetRest === 'index.ts')
      ) {
        context.report({ node, message: 'Repositories never import services or routes: move the shared type or rule into a repository.' });
      }
      const crossing = `${home}/${rest} -> ${targetHome}/${targetRest}`;
      if (
        targetHome !== home &&
        home.startsWith('modules/') &&
        targetHome.startsWith('modules/') &&
        targetRest !== 'index.ts' &&
        !crossings.has(crossing)
      ) {
        context.report({ node, message: `Modules import each other only through the module's index.ts: import '${targetHome}/index.ts'.` });
      }
      void srcRoot;
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** Module crossings that predate the index.ts rule (apps/api/README.md); new ones go through index.ts. */
const apiModuleCrossings = JSON.parse(readFileSync(path.join(import.meta.dirname, 'apps/api/module-crossings.json'), 'utf8'));

const routePathMessage = 'Route paths come from src/config/paths.ts (decision 241), not a literal.';
/**
 * A string or template starting with '/' and a letter (or exactly '/'), and literal route-table paths.
 * API paths (/api/v1/…, the typed calls' documented paths) are not routes of the app.
 */
const routePathLiteralRules = [
  { selector: 'Literal[value=/^\\/(?!api\\/)([a-z]|$)/]', message: routePathMessage },
  { selector: 'TemplateLiteral[quasis.0.value.cooked=/^\\/(?!api\\/)([a-z]|$)/]', message: routePathMessage },
  { selector: 'Property[key.name="path"] > Literal.value:not([value=/^\\//])', message: routePathMessage },
];

/** Packages a pure util lib (validation, metrics-math, policies) must never reach. */
const uiAndIo = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-dnd',
  'react-dnd-html5-backend',
  'jotai',
  'swr',
  '@tremor/react',
  'fastify',
  '@fastify/*',
  'pg',
  '@electric-sql/pglite',
  'nodemailer',
  'node:*',
  'fs',
  'path',
  'http',
  'https',
  'net',
  'child_process',
];

/** Module boundaries; `allow` names the only packages a block may import across them. */
function boundaries(allow) {
  return {
    enforceBuildableLibDependency: false,
    allow,
    depConstraints: [
      // scope: who may import whom
      { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
      { sourceTag: 'scope:login', onlyDependOnLibsWithTags: ['scope:login', 'scope:shared'] },
      { sourceTag: 'scope:manager', onlyDependOnLibsWithTags: ['scope:manager', 'scope:shared'] },
      { sourceTag: 'scope:creator', onlyDependOnLibsWithTags: ['scope:creator', 'scope:shared'] },
      { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
      { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:tools', 'scope:api', 'scope:shared'] },
      // type: layers, one direction
      { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:data', 'type:ui', 'type:util'] },
      { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:data', 'type:ui', 'type:util'] },
      { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
      { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:data', 'type:util'] },
      { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'], bannedExternalImports: uiAndIo },
      { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:app', 'type:tool', 'type:data', 'type:util'] },
      { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:tool', 'type:util', 'type:app'] },
    ],
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Tailwind and PostCSS configs are CommonJS files run by Node.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The browser source overlay's client: plain ES modules run by the browser (OBS), no build step.
    files: ['apps/api/src/browsersource/client/**/*.js'],
    languageOptions: {
      sourceType: 'module',
      globals: Object.fromEntries(
        [
          'window',
          'document',
          'location',
          'fetch',
          'URL',
          'URLSearchParams',
          'EventSource',
          'localStorage',
          'setTimeout',
          'clearTimeout',
          'setInterval',
          'clearInterval',
          'requestAnimationFrame',
          'cancelAnimationFrame',
          'performance',
          'console',
          'HTMLElement',
          'HTMLImageElement',
          'HTMLVideoElement',
          'MessageEvent',
          'Event',
          'Response',
          'navigator',
        ].map((name) => [name, 'readonly']),
      ),
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': ['error', boundaries([])],
    },
  },
  {
    // Tools (seed, launcher) run the API app itself; nothing else may import an app.
    files: ['tools/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': ['error', boundaries(['@advocate/api'])] },
  },
  {
    // A browser app's vite.config.ts builds with the shared Vite factory (decision 252); nothing in its src may import it.
    files: ['apps/{login,manager-console,creator-studio}/vite.config.ts'],
    rules: { '@nx/enforce-module-boundaries': ['error', boundaries(['@advocate/vite-config'])] },
  },
  {
    // No import cycles inside the API: layers go routes → services → repositories, and the shared
    // AppContext lives in its own module, so nothing imports app.ts back.
    files: ['apps/api/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/extensions': ['.ts'],
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Routes → services → repositories, and modules meet through their index.ts (apps/api/README.md).
    // Tests may reach any layer to set up their rows.
    files: ['apps/api/src/{modules,platform}/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts', 'apps/api/src/**/*.integration-test.ts', 'apps/api/src/**/*-test-support.ts'],
    plugins: { 'advocate-api': { rules: { layers: apiLayers } } },
    rules: { 'advocate-api/layers': ['error', { crossings: apiModuleCrossings }] },
  },
  {
    // SQL only in repositories (decision 292): services hold rules, routes and plugins stay thin.
    files: ['apps/api/src/{modules,platform,plugins,context,openapi}/**/*.ts', 'apps/api/src/*.ts'],
    ignores: [
      'apps/api/src/{modules,platform}/*/repositories/**',
      'apps/api/src/**/*.test.ts',
      'apps/api/src/**/*.integration-test.ts',
      'apps/api/src/**/*-test-support.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='query']",
          message: 'SQL belongs in a repositories/ folder of a module (decision 292): call a repository function.',
        },
      ],
    },
  },
  {
    // API tests drive the real provider stand-ins; the server code never imports them.
    files: ['apps/api/src/**/*.integration-test.ts', 'apps/api/src/**/*-test-support.ts'],
    rules: { '@nx/enforce-module-boundaries': ['error', boundaries(['@advocate/dev-providers'])] },
  },
  {
    // The pure policy entry of auth-and-guards is a util surface: no React, no I/O.
    files: ['libs/auth-and-guards/src/policies.ts', 'libs/auth-and-guards/src/policies/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: uiAndIo, message: 'policies are pure: no React, no I/O' }] }],
    },
  },
  {
    files: ['apps/*/src/features/**/*.{ts,tsx}'],
    plugins: { advocate: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'advocate/no-cross-feature-imports': 'error' },
  },
  {
    // One data layer (bulletproof-react): the API is reached through one file per endpoint under a
    // feature's (or shared module's) api/ folder; pages and components call its hooks. The manager
    // console's features join as they are converted.
    files: [
      'apps/{login,creator-studio}/src/**/*.{ts,tsx}',
      'apps/manager-console/src/features/{managers,profile,campaigns,next-chatbot-posts,dashboard}/**/*.{ts,tsx}',
      'apps/manager-console/src/features/campaign/{campaign-components,channels,compliance,conversion-secret,management,traffic-quality,webhooks}/**/*.{ts,tsx}',
      'apps/manager-console/src/features/campaign/{metrics,overview,reports}/**/*.{ts,tsx}',
      'apps/manager-console/src/features/campaign/pages/campaign-{components,channels,compliance,management}-page.tsx',
      'apps/manager-console/src/shared/{broadcaster-search,campaign-forms}/**/*.{ts,tsx}',
    ],
    ignores: ['apps/*/src/**/api/**', 'apps/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@advocate/api-client',
              importNames: ['useResource', 'useApiClient', 'useQuery', 'useMutation'],
              message: "Reach the API through the feature's api/ endpoint files (fetcher, key, hook), not from pages or components.",
            },
            {
              name: 'swr',
              importNames: ['useSWRConfig', 'mutate'],
              message: "Cache changes go through useMutation's invalidate, in an api/ endpoint file.",
            },
          ],
        },
      ],
    },
  },
  {
    // Route paths are written once, in each browser app's src/config/paths.ts (decision 241).
    files: ['apps/{login,manager-console,creator-studio}/src/**/*.{ts,tsx}'],
    ignores: ['apps/*/src/config/paths.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...routePathLiteralRules] },
  },
);
