import boundaries from 'eslint-plugin-boundaries';

/**
 * The layers of the codebase, declared once and checked on every import form (relative paths,
 * the `~/` alias, package names, dynamic `import()`). docs/architecture.md draws the same picture.
 *
 * web:    routes → features → lib / components → core
 *         features never import each other; only routes compose them
 * server: <feature>.routes → <feature>.service → <feature>.repository → db
 *         http, net, ai and web are shared infrastructure; features never import each other except
 *         the identity feature's request hooks, which every owner-scoped route uses
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
    pattern: 'apps/server/src/{http,net,ai,web,mail}',
  },
];

/** An element selector; `captured` narrows it to one feature. */
const el = (type, captured) => ({ to: { element: captured ? { type, captured } : { type } } });
const own = (type) => el(type, { feature: '{{from.element.captured.feature}}' });
const SERVER_SHARED = [el('server-infra'), el('core')];
const from = (type) => ({ element: { type } });
/** A server feature file of one role; `sameFeature` keeps it to the importing file's feature. */
const role = (category, sameFeature = true) => ({
  element: sameFeature
    ? { type: 'server-feature', captured: { feature: '{{from.element.captured.feature}}' } }
    : { type: 'server-feature' },
  file: { categories: category },
});
const fromRole = (category) => ({
  element: { type: 'server-feature' },
  file: { categories: category },
});
const toRole = (category) => ({ to: role(category) });
const toOwnPlain = {
  to: {
    element: { type: 'server-feature', captured: { feature: '{{from.element.captured.feature}}' } },
    file: { categories: 'support' },
  },
};

/** A feature's files by role: routes → service → repository. */
const files = [
  { category: 'routes', pattern: '**/*.routes.ts' },
  { category: 'service', pattern: '**/*.service.ts' },
  { category: 'repository', pattern: '**/*.repository.ts' },
  // Everything else in a feature folder (its setup, request hooks, state helpers); the first
  // matching descriptor wins ('boundaries/files-single-match'), so this only takes the rest.
  { category: 'support', pattern: 'apps/server/src/features/**' },
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
      toOwnPlain,
      // Owner-scoped routes resolve the caller's identity with the identity feature's hooks.
      {
        to: {
          element: { type: 'server-feature', captured: { feature: 'identity' } },
          file: { categories: 'support' },
        },
      },
      ...SERVER_SHARED,
    ],
  },
  {
    from: fromRole('service'),
    allow: [toRole('repository'), toOwnPlain, ...SERVER_SHARED],
  },
  {
    from: fromRole('repository'),
    allow: [el('server-db'), toOwnPlain, el('core')],
  },
  {
    // A feature's other modules (its setup, hooks, state) compose the feature's own layers.
    from: { element: { type: 'server-feature' }, file: { categories: 'support' } },
    allow: [
      toRole('routes'),
      toRole('service'),
      toRole('repository'),
      toOwnPlain,
      el('server-db'),
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
