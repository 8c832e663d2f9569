// The layout's import rules as an ESLint plugin (used by eslint.config.js), so CI fails on a new violation:
//
// - web: a feature is used by other features only through the files at its root (index.ts, and the entries split
//   from it for code-splitting: shell.ts, route-data.ts, …), never its api/, components/, hooks/, lib/ or pages/.
//   The app (router, layout) composes features and may also take their pages. Shared code (lib/, components/)
//   never imports a feature.
// - server: a module is used by other modules only through its service.ts (or index.ts). Tests and their kits
//   (*.test.ts, *-test-kit.ts) may reach further.
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const webSrc = path.join(root, 'apps/web/src');
const serverModules = path.join(root, 'apps/server/src/modules');

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
  if (entry === 'service.ts' || entry === 'index.ts') return null;
  return `Use the ${into[0]} module through its service.ts (or index.ts), not ${entry}.`;
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

export default { rules: { boundaries } };
