// Import boundaries (docs/ARCHITECTURE.md "Import boundaries", decision D-030), checked by
// `npm run lint` through scripts/check-imports.ts (depcruise --ignore-known). Violations listed
// in .dependency-cruiser-known-violations.json pass until they are fixed; any other fails.

/**
 * Tests and their fixtures are left out of the cruise: a test may reach into what it tests
 * and share another feature's fixtures. Nothing in the app imports them, so they cannot
 * close a cycle of the app's own modules.
 */
const TESTS = [
  "\\.test\\.tsx?$",
  "test-support\\.tsx?$",
  "test-fixtures\\.tsx?$",
  "-test-kit\\.ts$",
  "^server/src/test/",
];

/** Web folders that are not features: the shell, the design system and the platform layer. */
const WEB_SHARED = "^web/src/(ui|platform)/";
const WEB_NOT_FEATURES = "^web/src/(app|ui|platform)/";
/** Server folders that are not features. */
const SERVER_NOT_FEATURES = "^server/src/(platform|test)/";
/** A feature's public face: its top-level index.ts. */
const FEATURE_INDEX = "^(web|server)/src/[^/]+/index\\.ts$";

module.exports = {
  forbidden: [
    {
      name: "web-feature-internals",
      comment:
        "A web feature imports another feature only through its index.ts (web/src/<feature>/index.ts); " +
        "export what is needed there, or move shared code to web/src/ui or web/src/platform.",
      severity: "error",
      from: { path: "^web/src/([^/]+)/", pathNot: WEB_NOT_FEATURES },
      to: { path: "^web/src/[^/]+/", pathNot: ["^web/src/$1/", WEB_SHARED, FEATURE_INDEX] },
    },
    {
      name: "web-shell-internals",
      comment:
        "The app shell (web/src/app) imports a feature through its index.ts; only a lazily loaded page " +
        "(a dynamic import, one chunk per page) may name the page's module.",
      severity: "error",
      from: { path: "^web/src/app/" },
      to: {
        path: "^web/src/[^/]+/",
        pathNot: ["^web/src/app/", WEB_SHARED, FEATURE_INDEX],
        dependencyTypesNot: ["dynamic-import"],
      },
    },
    {
      name: "web-shared-imports-no-feature",
      comment:
        "web/src/ui and web/src/platform are below every feature: they import no feature and not the shell.",
      severity: "error",
      from: { path: WEB_SHARED },
      to: { path: "^web/src/", pathNot: WEB_SHARED },
    },
    {
      name: "web-ui-imports-no-platform",
      comment: "The design system (web/src/ui) stands on core alone.",
      severity: "error",
      from: { path: "^web/src/ui/" },
      to: { path: "^web/src/platform/" },
    },
    {
      name: "server-feature-internals",
      comment:
        "A server feature imports another feature only through its index.ts (server/src/<feature>/index.ts).",
      severity: "error",
      from: { path: "^server/src/([^/]+)/", pathNot: SERVER_NOT_FEATURES },
      to: { path: "^server/src/[^/]+/", pathNot: ["^server/src/$1/", SERVER_NOT_FEATURES, FEATURE_INDEX] },
    },
    {
      name: "server-platform-imports-no-feature",
      comment:
        "server/src/platform is below every feature: it imports no feature (features register themselves).",
      severity: "error",
      from: { path: "^server/src/platform/" },
      to: { path: "^server/src/", pathNot: "^server/src/platform/" },
    },
    {
      name: "sql-only-in-repositories",
      comment:
        "Server SQL lives in repositories (repo.ts, <concept>-repo.ts): a service, route or presenter " +
        "imports no drizzle-orm value (operators, sql). Types may be imported anywhere. platform/ is the " +
        "database layer itself; boards/access-sql.ts holds the access rules as SQL conditions (no query).",
      severity: "error",
      from: {
        path: "^server/src/",
        pathNot: ["repo\\.ts$", "^server/src/platform/", "^server/src/boards/access-sql\\.ts$"],
      },
      to: { path: "node_modules/drizzle-orm/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "core-imports-nothing-of-the-others",
      comment: "core holds pure rules shared by web and server: it imports neither.",
      severity: "error",
      from: { path: "^core/" },
      to: { path: "^(web|server|e2e|bench|scripts)/" },
    },
    {
      name: "no-circular",
      comment: "No import cycles between modules (type-only imports included).",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-feature-cycles",
      comment:
        "No cycles between features, counted folder by folder: if pins imports advertisers, advertisers " +
        "may not import pins, even through index.ts. Move what both need below them (platform, core).",
      severity: "error",
      scope: "folder",
      from: { path: "^(web|server)/src/[^/]+$" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // node_modules are not excluded, only not followed: the SQL rule must see drizzle-orm imports.
    exclude: { path: ["(^|/)dist/", ...TESTS] },
    // TypeScript 7 has no JavaScript API, so swc parses the sources.
    parser: "swc",
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs"],
    },
    cache: false,
  },
};
