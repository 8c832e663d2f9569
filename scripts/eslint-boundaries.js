// The layout's import rules as an ESLint plugin (used by eslint.config.js), so CI fails on a new violation:
//
// - web: a feature is used by other features only through the files at its root (index.ts, and the entries split
//   from it for code-splitting: shell.ts, route-data.ts, …), never its api/, components/, hooks/, lib/ or pages/.
//   The app (router, layout) composes features and may also take their pages. Shared code (lib/, components/)
//   never imports a feature.
// - server: a module is used by other modules only through its index.ts, which exports its manifest and whatever it
//   offers (docs/decisions/030). Tests and their kits (*.test.ts, *-test-kit.ts) may reach further.
//
// And a second rule, `layout/sql-in-queries`: in a server module, only its queries.ts (or the files of its queries/
// folder) may import drizzle-orm or the schema as values, i.e. build and run SQL; services and the rest call those
// functions. `import type` is allowed anywhere; tests, test kits and the files the `allow` option names are exempt.
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const webSrc = path.join(root, 'apps/web/src');
const serverModules = path.join(root, 'apps/server/src/modules');
const schemaDir = path.join(root, 'apps/server/src/db/schema');

/** The file an import points at, for our own sources ('@/…' in the web app, or a relative path); else null. */
function target(file, source) {
  if (source.startsWith('@/')) return path.join(webSrc, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  return null;
}

/** ['features', 'items', 'api', 'x'] for a path under `base`, else null. */
function segmentsUnder(base, file) {
  const relative = path.relative(base, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative.split(path.sep);
}

function webProblem(file, to) {
  const from = segmentsUnder(webSrc, file);
  const into = segmentsUnder(webSrc, to);
  if (!from || !into || into[0] !== 'features') return null;
  const fromFeature = from[0] === 'features' ? from[1] : null;
  if (fromFeature === into[1]) return null;
  if (from[0] === 'lib' || from[0] === 'components') {
    return `Shared ${from[0]}/ code must not depend on a feature (features/${into[1]}).`;
  }
  const inside = into.slice(2);
  if (inside.length <= 1) return null; // a file at the feature's root: its public entry
  if (from[0] === 'app' && inside[0] === 'pages') return null;
  return `Use features/${into[1]} through its index.ts (or another entry at its root), not its ${inside[0]}/.`;
}

function serverProblem(file, to) {
  if (/(\.test|-test-kit)\.ts$/.test(file)) return null;
  const from = segmentsUnder(serverModules, file);
  const into = segmentsUnder(serverModules, to);
  if (!from || !into || from.length < 2 || into.length < 2 || from[0] === into[0]) return null;
  const entry = into.slice(1).join('/');
  if (entry === 'index.ts') return null;
  return `Use the ${into[0]} module through its index.ts, not ${entry}.`;
}

const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const to = target(file, node.source.value);
      if (!to) return;
      const problem = webProblem(file, to) ?? serverProblem(file, to);
      if (problem) context.report({ node: node.source, message: problem });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** Whether a module specifier (from `file`) is drizzle itself or our drizzle schema. */
function isDatabaseSource(file, source) {
  if (source === 'drizzle-orm' || source.startsWith('drizzle-orm/')) return true;
  const to = source.startsWith('.') ? path.resolve(path.dirname(file), source) : null;
  return to !== null && segmentsUnder(schemaDir, to) !== null;
}

/** `import type …`, `export type … from`, or only `type` specifiers: erased, so no SQL can come of it. */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type')
  );
}

/**
 * Where a server module file stands: null when the rule does not apply (outside modules, tests, test kits, a
 * queries file, an allowed exception), else its path inside modules ('wallet/service.ts').
 */
function sqlFreeFile(file, allow) {
  const inModules = segmentsUnder(serverModules, file);
  if (!inModules || inModules.length < 2) return null;
  if (/(\.test|-test-kit)\.ts$/.test(file)) return null;
  const [, ...inside] = inModules;
  if (inside.join('/') === 'queries.ts' || (inside.length > 1 && inside[0] === 'queries')) return null;
  const relative = inModules.join('/');
  return allow.includes(relative) ? null : relative;
}

const sqlInQueries = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const relative = sqlFreeFile(context.filename, context.options[0]?.allow ?? []);
    if (!relative) return {};
    const module = relative.split('/')[0];
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      if (!isDatabaseSource(context.filename, node.source.value) || typeOnly(node)) return;
      context.report({
        node: node.source,
        message:
          `SQL belongs in ${module}/queries.ts (or ${module}/queries/): build and run it there and call those ` +
          'functions from here. Elsewhere only `import type` from drizzle-orm or the schema is allowed.',
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { boundaries, 'sql-in-queries': sqlInQueries } };
