// Local ESLint rules for the module and feature boundaries (decision 094, docs/ARCHITECTURE.md).
// Plain JavaScript so eslint.config.js loads it without a build step.
import path from 'node:path';

const API_MODULES = /\/apps\/api\/src\/modules\/([^/]+)\//;
const API_PLATFORM = /\/apps\/api\/src\/platform\//;
const WEB_FEATURES = /\/apps\/web\/src\/features\/([^/]+)\//;
const SCHEMA_AGGREGATE = /\/apps\/api\/src\/platform\/db\/schema\.ts$/;

const posix = (file) => file.split(path.sep).join('/');
const isModuleIndex = (file) => /\/apps\/api\/src\/modules\/[^/]+\/index\.ts$/.test(file);
const isFeatureIndex = (file) => /\/apps\/web\/src\/features\/[^/]+\/index\.tsx?$/.test(file);
const isTables = (file) => /\.tables\.ts$/.test(file);
const isRepository = (file) => /\.repository\.ts$/.test(file);
const isTestSupport = (file) => /test-support(\.tsx?$|\/)/.test(file);
/** Tests and their helpers may read another module's rows to assert state. */
const isTest = (file) =>
  /\.test\.tsx?$/.test(file) || isTestSupport(file) || /\/apps\/api\/test\//.test(file);
/**
 * Fixtures arrange data the way a test factory does, through any module's files: tests, their helpers
 * and the demo seed (loaded with SEED_DEMO and by tests). They are outside every module's import graph.
 */
const isFixture = (file) => isTest(file) || /\/apps\/api\/src\/seed\/demo[^/]*\.ts$/.test(file);
/** Files allowed to use Drizzle's query builders: repositories, table definitions, platform/db, tests. */
const mayUseDrizzle = (file) =>
  isRepository(file) ||
  isTables(file) ||
  /\/apps\/api\/src\/platform\/db\//.test(file) ||
  isTest(file);

/** The module folder a path belongs to (`modules/<name>/…`), or null. */
function moduleOf(file) {
  const match = API_MODULES.exec(file);
  return match ? match[1] : null;
}

/** `modules/<name>` itself (a folder import) counts as its index. */
function asFile(target) {
  if (/\/apps\/api\/src\/modules\/[^/]+$/.test(target)) return `${target}/index.ts`;
  if (/\/apps\/web\/src\/features\/[^/]+$/.test(target)) return `${target}/index.ts`;
  return target;
}

/** Calls `check(node, source)` for every static import, re-export and dynamic import with a literal source. */
function visitImports(check) {
  const fromDeclaration = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return {
    ImportDeclaration: fromDeclaration,
    ExportNamedDeclaration: fromDeclaration,
    ExportAllDeclaration: fromDeclaration,
    ImportExpression(node) {
      if (node.source.type === 'Literal' && typeof node.source.value === 'string')
        check(node, node.source.value, { dynamic: true });
    },
  };
}

/** The absolute target of a relative import, or null for a package import. */
function resolveTarget(filename, source) {
  if (!source.startsWith('.')) return null;
  return asFile(posix(path.resolve(path.dirname(filename), source)));
}

/** True when every binding of the declaration is type-only (erased at compile time). */
function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type')
  );
}

const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'API modules: enter another module through its index.ts, downward only' },
    schema: [
      {
        type: 'object',
        properties: { order: { type: 'array', items: { type: 'string' } } },
        required: ['order'],
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        "'{{source}}' reaches into module '{{target}}': import its index.ts (only *.tables.ts and *.repository.ts may import another module's *.tables.ts; tests and the demo seed anything).",
      layer:
        "Module '{{from}}' may not import module '{{target}}': it comes later in the module order ({{order}}), so this import would allow a cycle.",
      unlisted:
        "Module '{{module}}' is not in the module order: add it to 'turbine/module-boundaries' in eslint.config.js.",
      platform:
        "platform/ must not import modules ('{{source}}'): move the shared piece to platform or inject it.",
    },
  },
  create(context) {
    const order = context.options[0].order;
    const filename = posix(context.filename);
    const from = moduleOf(filename);
    const inPlatform = API_PLATFORM.test(filename);
    return visitImports((node, source) => {
      const targetFile = resolveTarget(filename, source);
      const target = targetFile && moduleOf(targetFile);
      if (!target || target === from) return;
      if (inPlatform) {
        // The one exception: schema.ts aggregates every table for drizzle-kit and the migrator.
        if (!(SCHEMA_AGGREGATE.test(filename) && isTables(targetFile)))
          context.report({ node, messageId: 'platform', data: { source } });
        return;
      }
      if (isFixture(filename)) return;
      // One database schema: tables reference each other (foreign keys) and repositories join them.
      const schemaLink = isTables(targetFile) && (isTables(filename) || isRepository(filename));
      if (!isModuleIndex(targetFile) && !schemaLink)
        context.report({ node, messageId: 'internal', data: { source, target } });
      if (!from || (isTables(filename) && isTables(targetFile))) return;
      for (const module of [from, target]) {
        if (!order.includes(module))
          return context.report({ node, messageId: 'unlisted', data: { module } });
      }
      if (order.indexOf(target) > order.indexOf(from))
        context.report({
          node,
          messageId: 'layer',
          data: { from, target, order: order.join(' < ') },
        });
    });
  },
};

const drizzleInRepositories = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Drizzle query builders only in repositories, tables, platform/db and tests',
    },
    schema: [],
    messages: {
      drizzle:
        "'{{source}}' is Drizzle: only *.repository.ts, *.tables.ts, platform/db/ and tests may use it (move the query into a repository).",
      tables:
        "'{{source}}' is a table definition: only *.repository.ts, *.tables.ts, platform/db/ and tests may query it (import types with `import type`).",
    },
  },
  create(context) {
    const filename = posix(context.filename);
    if (mayUseDrizzle(filename)) return {};
    return visitImports((node, source) => {
      if (isTypeOnly(node)) return;
      if (source === 'drizzle-orm' || source.startsWith('drizzle-orm/'))
        return context.report({ node, messageId: 'drizzle', data: { source } });
      const target = resolveTarget(filename, source);
      if (target && isTables(target))
        context.report({ node, messageId: 'tables', data: { source } });
    });
  },
};

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Web features: enter another feature through its index.ts' },
    schema: [],
    messages: {
      internal:
        "'{{source}}' reaches into feature '{{target}}': import features/{{target}}/index.ts.",
    },
  },
  create(context) {
    const filename = posix(context.filename);
    const from = WEB_FEATURES.exec(filename)?.[1] ?? null;
    return visitImports((node, source, { dynamic } = {}) => {
      const targetFile = resolveTarget(filename, source);
      const target = targetFile && WEB_FEATURES.exec(targetFile)?.[1];
      if (!target || target === from || isFeatureIndex(targetFile)) return;
      // A route may load a page lazily (code splitting); tests may share another feature's test-support.
      if (dynamic && targetFile.includes(`/features/${target}/pages/`)) return;
      if (isTest(filename) && isTestSupport(targetFile)) return;
      context.report({ node, messageId: 'internal', data: { source, target } });
    });
  },
};

/** The `turbine` ESLint plugin: the project's boundary rules. */
export const boundaries = {
  meta: { name: 'turbine-boundaries' },
  rules: {
    'module-boundaries': moduleBoundaries,
    'drizzle-in-repositories': drizzleInRepositories,
    'feature-boundaries': featureBoundaries,
  },
};
