import boundaries from 'eslint-plugin-boundaries';

/**
 * The layers of the codebase, declared once and checked on every import form (relative paths,
 * the `~/` alias, package names, dynamic `import()`). docs/architecture.md draws the same picture.
 *
 * web:    routes → features → lib / components → core
 *         features never import each other; only routes compose them
 * server: <f>.routes / <f>.hooks → <f>.service → <f>.repository → db, inside one feature;
 *         a feature's other files are its model (rules, mappers, cookies, worker pools), used by
 *         its layers and importing only each other, infrastructure and core; <f>.setup wires a
 *         feature from the config. http, net, ai, web, mail and limits are shared infrastructure;
 *         features never import each other except the identity feature's request hooks, which
 *         every owner-scoped route uses
 * The composition roots (web: root.tsx, routes.ts, entry.server.tsx; server: app.ts, main.ts) and
 * the plain modules beside them (config.ts, clock.ts) belong to no layer: the roots wire
 * everything together, and config and clock are values every layer may be handed.
 * core:   imports nothing of the apps
 *
 * Test files are not checked: a test may reach into whatever it exercises.
 */
const elements = [
  // packages/core
  { type: 'core', pattern: 'packages/core/src' },
  // apps/web
  { type: 'web-route', pattern: 'apps/web/app/routes' },
  { type: 'web-feature', pattern: 'apps/web/app/features/*', capture: ['feature'] },
  { type: 'web-component', pattern: 'apps/web/app/components' },
  { type: 'web-lib', pattern: 'apps/web/app/lib' },
  // apps/server: a feature folder; its files are told apart by role (see `files` below)
  { type: 'server-feature', pattern: 'apps/server/src/features/*', capture: ['feature'] },
  { type: 'server-db', pattern: 'apps/server/src/db' },
  {
    type: 'server-infra',
    pattern: 'apps/server/src/{http,net,ai,web,mail,limits}',
  },
];

/** An element selector; `captured` narrows it to one feature. */
const el = (type, captured) => ({ to: { element: captured ? { type, captured } : { type } } });
const own = (type) => el(type, { feature: '{{from.element.captured.feature}}' });
const SERVER_SHARED = [el('server-infra'), el('core')];
const from = (type) => ({ element: { type } });
const fromRole = (category) => ({
  element: { type: 'server-feature' },
  file: { categories: category },
});
/** A file of one role in the importing file's own feature. */
const toRole = (category) => ({
  to: {
    element: { type: 'server-feature', captured: { feature: '{{from.element.captured.feature}}' } },
    file: { categories: category },
  },
});

/** A feature's files by role: routes and hooks → service → repository, and the model beside. */
const files = [
  { category: 'routes', pattern: '**/*.routes.ts' },
  // Request hooks every route of the app runs (identity), and routes of other features may use.
  { category: 'hooks', pattern: '**/*.hooks.ts' },
  { category: 'service', pattern: '**/*.service.ts' },
  { category: 'repository', pattern: '**/*.repository.ts' },
  // Builds the feature's route options from the config (the composition root calls it).
  { category: 'setup', pattern: '**/*.setup.ts' },
  // Everything else in a feature folder: its model (rules, mappers, cookies, state, worker pools).
  // The first matching descriptor wins ('boundaries/files-single-match'), so this takes the rest.
  { category: 'model', pattern: 'apps/server/src/features/**' },
];

const rules = [
  { from: from('core'), allow: [el('core')] },

  { from: from('web-lib'), allow: [el('web-lib'), el('core')] },
  { from: from('web-component'), allow: [el('web-component'), el('web-lib'), el('core')] },
  {
    from: from('web-feature'),
    allow: [own('web-feature'), el('web-component'), el('web-lib'), el('core')],
  },
  {
    from: from('web-route'),
    allow: [el('web-route'), el('web-feature'), el('web-component'), el('web-lib'), el('core')],
  },
  {
    from: fromRole('routes'),
    allow: [
      toRole('service'),
      toRole('hooks'),
      toRole('model'),
      // Owner-scoped routes resolve the caller's identity with the identity feature's hooks.
      {
        to: {
          element: { type: 'server-feature', captured: { feature: 'identity' } },
          file: { categories: 'hooks' },
        },
      },
      ...SERVER_SHARED,
    ],
  },
  { from: fromRole('hooks'), allow: [toRole('service'), toRole('model'), ...SERVER_SHARED] },
  {
    // A feature may have several services (flashcards: decks, study, generation).
    from: fromRole('service'),
    allow: [toRole('service'), toRole('repository'), toRole('model'), ...SERVER_SHARED],
  },
  {
    from: fromRole('repository'),
    allow: [el('server-db'), el('core')],
  },
  {
    from: fromRole('model'),
    allow: [
      toRole('model'),
      // The model may name the rows its repository returns, as types only.
      { ...toRole('repository'), dependency: { kind: 'type' } },
      ...SERVER_SHARED,
    ],
  },
  {
    from: fromRole('setup'),
    allow: [
      toRole('routes'),
      toRole('hooks'),
      toRole('service'),
      toRole('repository'),
      toRole('model'),
      ...SERVER_SHARED,
    ],
  },
  { from: from('server-db'), allow: [el('server-db'), el('core')] },
  // Infrastructure may use the database module (the health probe, the lock) but no feature.
  { from: from('server-infra'), allow: [el('server-infra'), el('server-db'), ...SERVER_SHARED] },
];

export const boundaryConfig = {
  files: ['apps/*/app/**/*.{ts,tsx}', 'apps/*/src/**/*.ts', 'packages/core/src/**/*.ts'],
  ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/test-helpers.ts', '**/*.test-helpers.ts'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': elements,
    'boundaries/files': files,
    'boundaries/files-single-match': true,
    'boundaries/include': ['apps/**/*', 'packages/**/*'],
    'import/resolver': {
      typescript: {
        project: [
          'apps/web/tsconfig.json',
          'apps/server/tsconfig.json',
          'packages/core/tsconfig.json',
        ],
      },
    },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        // A feature's own files are checked too: routes → service → repository holds inside it.
        checkInternals: true,
        message:
          'Layer rule: {{from.element.type}} must not import {{to.element.type}} (declared in eslint.boundaries.js, drawn in docs/architecture.md).',
        policies: rules,
      },
    ],
  },
};
