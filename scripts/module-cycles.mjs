// Import cycles between server modules (apps/server/src/modules/<x>) and between web features
// (apps/web/src/features/<x>), decision 022. Every non-test import counts, `import type` and re-exports included,
// whichever file it goes through (service.ts, index.ts or any other): a → b → … → a is a cycle. Prints each cycle as
// a path with the imports that make it, and exits 1 if there is any. Run by `npm run lint`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Tests and their helpers: they may import anything, so they make no dependency between parts. */
const isTestFile = (file) => /\.test\.[cm]?[jt]sx?$|-test-kit\.ts$/.test(file);
const isSource = (file) => /\.[cm]?[jt]sx?$/.test(file) && !file.endsWith('.d.ts');

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return isSource(entry.name) && !isTestFile(entry.name) ? [full] : [];
  });
}

/** The modules a file's text names: static imports, `export … from`, `import()` and `require()`. */
export function importedSpecifiers(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

/**
 * The graph of the parts (the folders directly under `base`): part → the other parts its files import, each with
 * the imports that make the edge. `aliases` maps a specifier prefix to a folder ('@/' → apps/web/src).
 */
export function partGraph(base, aliases = {}) {
  const parts = fs
    .readdirSync(base, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const graph = new Map(parts.map((part) => [part, new Map()]));
  const partOf = (target) => {
    const relative = path.relative(base, target);
    if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
    const part = relative.split(path.sep)[0];
    return graph.has(part) ? part : null;
  };
  for (const part of parts) {
    for (const file of sourceFiles(path.join(base, part))) {
      for (const specifier of importedSpecifiers(fs.readFileSync(file, 'utf8'))) {
        const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
        let target = null;
        if (alias) target = path.join(aliases[alias], specifier.slice(alias.length));
        else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
        const to = target && partOf(target);
        if (!to || to === part) continue;
        const edges = graph.get(part);
        if (!edges.has(to)) edges.set(to, []);
        edges.get(to).push(`${path.relative(base, file)} imports ${specifier}`);
      }
    }
  }
  return graph;
}

/**
 * Every elementary cycle of a directed graph (node → iterable of nodes), each once, as a path that starts and ends at
 * its smallest node: ['a', 'b', 'a']. Each start node looks only for cycles through larger nodes, so a cycle is
 * found once, from its smallest node. Stops after `limit` cycles.
 */
export function findCycles(graph, limit = 1000) {
  const nodes = [...graph.keys()].sort();
  const order = new Map(nodes.map((node, index) => [node, index]));
  const next = (node) => [...(graph.get(node) ?? [])].filter((to) => order.has(to)).sort();
  const cycles = [];
  for (const start of nodes) {
    const path = [start];
    const onPath = new Set(path);
    const walk = (node) => {
      for (const to of next(node)) {
        if (cycles.length >= limit) return;
        if (to === start) cycles.push([...path, start]);
        else if (order.get(to) > order.get(start) && !onPath.has(to)) {
          path.push(to);
          onPath.add(to);
          walk(to);
          onPath.delete(to);
          path.pop();
        }
      }
    };
    walk(start);
  }
  return cycles;
}

/** Cycles of the parts under `base`, each with the imports along it, for printing. */
export function partCycles(base, aliases) {
  const graph = partGraph(base, aliases);
  const adjacency = new Map([...graph].map(([part, edges]) => [part, [...edges.keys()]]));
  return findCycles(adjacency).map((cycle) => ({
    path: cycle.join(' → '),
    imports: cycle.slice(1).flatMap((to, index) => graph.get(cycle[index]).get(to)),
  }));
}

function main() {
  const checks = [
    { name: 'server modules', base: path.join(root, 'apps/server/src/modules') },
    {
      name: 'web features',
      base: path.join(root, 'apps/web/src/features'),
      aliases: { '@/': path.join(root, 'apps/web/src') },
    },
  ];
  let found = 0;
  for (const { name, base, aliases } of checks) {
    const cycles = partCycles(base, aliases);
    found += cycles.length;
    if (cycles.length === 0) continue;
    console.error(`${cycles.length} import cycle${cycles.length === 1 ? '' : 's'} between ${name}:`);
    for (const cycle of cycles) {
      console.error(`  ${cycle.path}`);
      for (const line of cycle.imports) console.error(`      ${line}`);
    }
  }
  if (found > 0) {
    console.error(
      'Break each cycle (docs/decisions/022): move the shared piece down (platform/, packages/domain, the module ' +
        'that owns it), or let the lower part take a callback that the higher one passes in.',
    );
    process.exit(1);
  }
  console.log('module-cycles: no import cycles between server modules or between web features');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
