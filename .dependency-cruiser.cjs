// The house's import rules (docs/architecture.md, issue 10). `npm run lint` runs them; a violation prints the rule's
// name and the comment below, then the offending import. Type-only imports count (tsPreCompilationDeps), so a cycle
// through types is a cycle too.
/** Files that may wire anything together: tests build whole apps and reach into any layer. */
const TESTS = '\\.(test|int\\.test|spec)\\.tsx?$|/testing\\.tsx?$|^server/test/|^src/test/|^e2e/';
/** The server's own plumbing, which is allowed to know about GraphQL and the service builder. */
const SERVER_WIRING = '^server/(graphql|http|test)/|^server/(app|main|services)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Import cycle (type-only imports included). Move the shared type or function to the module both depend on.',
      from: { pathNot: TESTS },
      to: { circular: true },
    },
    {
      name: 'rules-are-pure',
      severity: 'error',
      comment: 'src/rules is pure TypeScript shared by the SPA and the server: it imports only other rules and npm packages (no app code, no Node).',
      from: { path: '^src/rules/', pathNot: TESTS },
      to: { pathNot: ['^src/rules/', '^node_modules/'] },
    },
    {
      name: 'rules-no-node',
      severity: 'error',
      comment: 'src/rules runs in the browser too: no Node built-ins.',
      from: { path: '^src/rules/', pathNot: TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'server/domain holds pure business rules: it imports only other domain modules, src/rules and npm packages.',
      from: { path: '^server/domain/', pathNot: TESTS },
      to: { pathNot: ['^server/domain/', '^src/rules/', '^node_modules/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'area-not-to-graphql-or-wiring',
      severity: 'error',
      comment: 'A server area never imports server/graphql or server/services.ts: services return their own views and receive what they use; only server/graphql maps to the generated types.',
      from: { path: '^server/', pathNot: `${SERVER_WIRING}|${TESTS}` },
      to: { path: '^server/(graphql/|services\\.ts$|app\\.ts$)' },
    },
    {
      name: 'only-routes-use-http',
      severity: 'error',
      comment: 'Only REST route files (*.routes.ts) and the server wiring use server/http; services and repositories know nothing of HTTP.',
      from: { path: '^server/', pathNot: `${SERVER_WIRING}|\\.routes\\.ts$|^server/providers/.*/sandbox/|${TESTS}` },
      to: { path: '^server/http/' },
    },
    {
      name: 'seed-is-not-a-library',
      severity: 'error',
      comment: 'The seed uses the app\'s modules, never the reverse: nothing outside server/db/seed imports it (except the wiring that runs it and tests/benches).',
      from: { path: '^(server|src)/', pathNot: `^server/db/|^server/(app|main)\\.ts$|${TESTS}` },
      to: { path: '^server/db/seed/' },
    },
    {
      name: 'server-uses-only-shared-rules',
      severity: 'error',
      comment: 'The server may share src/rules with the SPA, nothing else of src/.',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: '^src/rules/' },
    },
    {
      name: 'client-not-to-server',
      severity: 'error',
      comment: 'The SPA never imports server code.',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'feature-through-public-index',
      severity: 'error',
      comment: 'A feature imports another feature only through that feature\'s public index (src/features/<area>/index.ts).',
      from: { path: '^src/features/([^/]+)/', pathNot: TESTS },
      to: { path: '^src/features/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'app-through-public-index',
      severity: 'error',
      comment: 'The app shell (router, layout) reaches a feature only through its public index or its routes file (routes.tsx, which the router imports directly so the first bundle takes in only the paths).',
      from: { path: '^src/app/', pathNot: TESTS },
      to: { path: '^src/features/', pathNot: '^src/features/[^/]+/(index|routes)\\.tsx?$' },
    },
    {
      name: 'shared-components-stay-shared',
      severity: 'error',
      comment: 'src/components are shared primitives: they import no feature, no app shell and no back office.',
      from: { path: '^src/components/', pathNot: TESTS },
      to: { path: '^src/(features|app|staff)/' },
    },
    {
      name: 'staff-and-applicants-apart',
      severity: 'error',
      comment: 'The back office (src/staff) and the applicant features never import each other; they share src/components and src/rules.',
      from: { path: '^src/staff/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'orders-before-payments',
      severity: 'error',
      comment: 'Inside the payments area, card payments depend on orders, never the reverse: server/payments/orders imports nothing else of server/payments (an order is paid through OrderService.markPaid).',
      from: { path: '^server/payments/orders/', pathNot: TESTS },
      to: { path: '^server/payments/', pathNot: '^server/payments/orders/' },
    },
    {
      name: 'applicants-and-staff-apart',
      severity: 'error',
      comment: 'The applicant SPA never imports the back office (src/staff).',
      from: { path: '^src/(features|app|components|rules)/' },
      to: { path: '^src/staff/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '__generated__/.*\\.json$|^dist/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
