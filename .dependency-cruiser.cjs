// The import rules of docs/architecture.md ("What may import what"), checked by `npm run lint`.
// Each rule's name and comment is what a failing import prints.
const API = '^apps/api/src/';
const MODULES = `${API}modules/`;
const WEB = '^apps/web/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Imports go one way: this import closes a circle. Move the shared piece down (to lib, db or the module both use).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'contract-imports-nothing-of-ours',
      severity: 'error',
      comment: 'packages/contract is shared by both apps: it imports only Zod, never an app.',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'api-lib-db-config-import-no-area',
      severity: 'error',
      comment:
        "lib, db and config are the bottom layer: they import no module, platform or plugin. The demo seed (db/seed) is above them: it writes through the sync (design.md §4b), a module's index.",
      from: { path: `${API}(lib|db|config)/`, pathNot: `${API}db/seed/` },
      to: { path: `${API}(modules|platform|plugins)/|${API}app\\.ts$|${API}server\\.ts$` },
    },
    {
      name: 'platform-plugins-import-no-module',
      severity: 'error',
      comment:
        'platform and plugins are below the modules: they import none. The app factory (app.ts) hands them what they need from a module.',
      from: { path: `${API}(platform|plugins)/` },
      to: { path: MODULES },
    },
    {
      name: 'module-through-its-index',
      severity: 'error',
      comment: "A module is used only through its index.ts: import '../<area>' (its public face), not a file inside it.",
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: `${MODULES}[^/]+/`, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'app-registers-modules-through-index',
      severity: 'error',
      comment: "Outside the modules (app.ts, db/seed, bench, scripts) a module is used only through its index.ts: import 'modules/<area>'.",
      from: { path: '^apps/api/', pathNot: [MODULES, '^apps/api/test/', '\\.test\\.ts$'] },
      to: { path: `${MODULES}[^/]+/`, pathNot: `${MODULES}[^/]+/index\\.ts$` },
    },
    {
      name: 'routes-call-their-own-service',
      severity: 'error',
      comment: 'A route file calls only its own module (its service); rules of other areas are reached by that service.',
      from: { path: `${MODULES}([^/]+)/[^/]+\\.routes\\.ts$` },
      to: { path: MODULES, pathNot: `${MODULES}$1/` },
    },
    {
      name: 'routes-not-repositories',
      severity: 'error',
      comment: 'Routes are thin: they call a service, never a repository.',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '\\.(repository|sql)\\.ts$' },
    },
    {
      name: 'nothing-imports-a-routes-file',
      severity: 'error',
      comment: "Only the module's own index.ts imports its routes file.",
      from: { pathNot: `${MODULES}[^/]+/index\\.ts$` },
      to: { path: `${MODULES}[^/]+/[^/]+\\.routes\\.ts$` },
    },
    {
      name: 'repositories-import-no-service',
      severity: 'error',
      comment:
        "A repository holds SQL only: it imports the database, lib, the contract and other areas' SQL fragments (platform/*/*.sql.ts, a module's index.ts), never a service, platform code or a plugin.",
      from: { path: '\\.(repository|sql)\\.ts$' },
      to: { path: `\\.service\\.ts$|${API}(platform|plugins)/`, pathNot: `${API}platform/[^/]+/[^/]+\\.sql\\.ts$` },
    },
    {
      name: 'sql-only-in-repositories',
      severity: 'error',
      comment:
        "Kysely's sql tag and builders are used only in *.repository.ts or *.sql.ts (and db/); elsewhere import kysely for types only.",
      from: { path: `${API}(modules|platform|plugins)/`, pathNot: '\\.(repository|sql|test)\\.ts$' },
      to: { path: 'node_modules/kysely/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-feature-imports-no-feature',
      severity: 'error',
      comment: 'Client features never import each other: compose them in app/ (routes, layouts).',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-shared-imports-no-feature-or-app',
      severity: 'error',
      comment: 'components/ and lib/ are below the features: they import no feature and nothing of app/.',
      from: { path: `${WEB}(components|lib)/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-features-import-no-app',
      severity: 'error',
      comment: 'Features are composed by app/; they do not import it.',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'apps-import-no-other-app',
      severity: 'error',
      comment: 'The server and the client share only packages/contract.',
      from: { path: '^apps/(api|web)/' },
      to: { path: '^apps/(api|web)/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // fixtures/import-rules: the deliberate wrong imports of test/import-rules.test.ts
    exclude: { path: '^(apps|packages)/[^/]+/dist/|/fixtures/import-rules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
