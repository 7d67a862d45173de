// `npm run lint` runs this after the typecheck. Types are tsc's job (scripts/typecheck.mjs); this
// checks what types cannot: the rules of hooks, the SPA's import direction, and that only the
// hosts read the environment.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./web/src/features', import.meta.url));

/**
 * The SPA's import direction (as bulletproof-react enforces it):
 *   app/ → features/<x>/ → shared (components/, lib/, config/, stores/, i18n/)
 * A feature imports neither another feature nor app/ (compose features in app/); shared code imports
 * neither. The entries (main.tsx, landing.ts) may import anything. From the API the web may import
 * only functions/schemas/: the shared types and pure rules.
 */
const spaBoundaries = [
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: `The ${feature} feature must not import another feature: compose them in app/.`,
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'A feature must not import app/.',
  },
  {
    target: ['./web/src/components', './web/src/lib', './web/src/config', './web/src/stores', './web/src/i18n'],
    from: ['./web/src/app', './web/src/features'],
    message: 'Shared code must not import app/ or a feature.',
  },
  {
    target: './web/src',
    from: ['./functions', './db'],
    except: ['./schemas'],
    message: 'The web may import only functions/schemas/ from the API.',
  },
];

/** The database layer stands alone: the API uses it, never the other way. */
const dbBoundary = [{ target: './db', from: ['./functions', './web', './extension'], message: 'db/ must not import the API, the web or the extension.' }];

/**
 * The contract (functions/schemas/: requests, answers, the pure rules of both) depends on nothing
 * else: the web imports it, and the database layer conforms to it where functions/views/ shapes
 * rows into answers.
 */
const schemasBoundary = [
  { target: './functions/schemas', from: './db', message: 'functions/schemas/ must not import db/: shape rows in functions/views/.' },
  { target: './functions/schemas', from: './functions', except: ['./schemas'], message: 'functions/schemas/ must not import the rest of the API.' },
];

/**
 * The answers' zod schemas are for the server; the web takes only their types, so that no zod
 * (and no schema registry) reaches its bundle.
 */
const answerSchemaPatterns = [
  {
    group: ['**/functions/schemas/responses*', '**/functions/schemas/admin-responses*', '**/functions/schemas/public-profile*'],
    allowTypeImports: true,
    message: 'The web imports the answers as types only (import type).',
  },
];
const answerSchemasTypeOnly = { patterns: answerSchemaPatterns };
/**
 * Icons come by our names from components/ui/icons.tsx (or entry-icons / player-icons), one lucide
 * module each: the package's index would pull every icon's name map into the chunk.
 */
const iconFiles = ['web/src/components/ui/icons.tsx', 'web/src/components/ui/entry-icons.tsx', 'web/src/components/ui/player-icons.tsx'];
const iconsByOurNames = {
  patterns: [...answerSchemaPatterns, { group: ['lucide-react', 'lucide-react/*'], message: 'Use the named icons of components/ui/icons.tsx.' }],
};

/** Only the hosts and the config parser read the environment; everything else gets the parsed config. */
const environmentReaders = ['functions/config.ts', 'functions/server.ts', 'functions/dev/defaults.ts', 'functions/node-app.ts', 'functions/worker.ts'];
const noEnvironment = [
  { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read the parsed config (functions/config.ts), not process.env.' },
  { selector: 'MemberExpression[property.name=/^[A-Z][A-Z0-9_]+$/][object.name="env"]', message: 'Read the parsed config (functions/config.ts), not the Worker env.' },
  { selector: 'MemberExpression[property.name=/^[A-Z][A-Z0-9_]+$/][object.property.name="env"]', message: 'Read the parsed config (functions/config.ts), not the Worker env.' },
];

export default tseslint.config(
  {
    ignores: ['node_modules/', '**/dist/', 'extension/dist-firefox/', 'web/public/downloads/', '.wrangler/', 'test-results/', 'playwright-report/', 'scratch/', 'bench/tmp/', 'coverage/', 'drizzle/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // tsc checks unused locals (noUnusedLocals); a leading underscore marks one kept on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `catch {}` is how a best-effort step (storage, a clipboard) says its failure does not matter.
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Tests read answers and fixtures as untyped JSON; the OpenAPI layer is generic over any Hono
    // app and handles JSON Schema of any shape.
    files: ['tests/**/*.ts', 'functions/openapi/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Scripts browsers load as they are: web/public's, and the dev host's IFrame API stub.
    files: ['web/public/**/*.js', 'functions/dev/iframe-api-stub/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      // The two rules of hooks. The plugin's other recommended rules diagnose code for the React
      // Compiler, which this app does not use.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones: spaBoundaries }],
      '@typescript-eslint/no-restricted-imports': ['error', iconsByOurNames],
    },
  },
  {
    files: iconFiles,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', answerSchemasTypeOnly] },
  },
  {
    // The extension ships alone: from the rest of the repository it takes only the contract's
    // types (the answers and bodies it exchanges with the API).
    files: ['extension/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+(db|web)/|^(\\.\\./)+functions/(?!schemas/)', message: 'The extension takes from the API only functions/schemas/.' },
            { group: ['**/functions/schemas/**'], allowTypeImports: true, message: 'The extension takes the contract as types only (import type).' },
          ],
        },
      ],
    },
  },
  {
    files: ['db/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: dbBoundary }] },
  },
  {
    files: ['functions/schemas/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: schemasBoundary }] },
  },
  {
    files: ['functions/**/*.ts'],
    ignores: environmentReaders,
    rules: { 'no-restricted-syntax': ['error', ...noEnvironment] },
  },
);
