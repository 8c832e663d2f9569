import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles, importedSpecifiers, partCycles, partGraph } from './module-cycles.mjs';

const graph = (edges) => new Map(Object.entries(edges));

describe('findCycles', () => {
  it('finds none in a graph without a cycle', () => {
    expect(findCycles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
    expect(findCycles(new Map())).toEqual([]);
  });

  it('finds a two-part cycle once, as a path from its smallest part', () => {
    expect(findCycles(graph({ b: ['a'], a: ['b'] }))).toEqual([['a', 'b', 'a']]);
  });

  it('finds every elementary cycle, long ones and ones sharing a part', () => {
    // items → profiles → reviews → items, and profiles ↔ reviews on its own; trades stays out of both.
    const cycles = findCycles(
      graph({
        items: ['profiles'],
        profiles: ['reviews'],
        reviews: ['items', 'profiles'],
        trades: ['items'],
      }),
    );
    expect(cycles).toEqual([
      ['items', 'profiles', 'reviews', 'items'],
      ['profiles', 'reviews', 'profiles'],
    ]);
  });

  it('ignores edges to nodes outside the graph', () => {
    expect(findCycles(graph({ a: ['platform'] }))).toEqual([]);
  });
});

describe('importedSpecifiers', () => {
  it('reads imports, type imports, re-exports and dynamic imports', () => {
    const text = [
      "import { a } from '../a/service.ts';",
      "import type { B } from '../b/index.ts';",
      "export { c } from '../c/index.ts';",
      "const d = () => import('../d/service.ts');",
      "// import { e } from '../e/service.ts';",
    ].join('\n');
    expect(importedSpecifiers(text)).toEqual([
      '../a/service.ts',
      '../b/index.ts',
      '../c/index.ts',
      '../d/service.ts',
    ]);
  });
});

describe('partGraph and partCycles', () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'module-cycles-'));
  afterAll(() => fs.rmSync(base, { recursive: true, force: true }));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    fs.writeFileSync(path.join(base, file), text);
  };
  write('items/service.ts', "import { x } from '../closets/index.ts';\nimport { y } from './queries.ts';\n");
  write(
    'items/queries.ts',
    "import { sql } from 'drizzle-orm';\nimport { z } from '../../platform/db.ts';\n",
  );
  write('closets/index.ts', "export { c } from './queries.ts';\n");
  write('closets/queries.ts', "import type { ItemRow } from '../items/service.ts';\n");
  // Tests and test kits may import anything: no edge.
  write('wallet/wallet.test.ts', "import { a } from '../items/service.ts';\n");
  write('items/trade-test-kit.ts', "import { a } from '../wallet/service.ts';\n");
  write('wallet/service.ts', "import { a } from '@/items/service.ts';\n");

  it('links parts by their files’ imports, tests left out', () => {
    const found = partGraph(base);
    expect([...found.get('items').keys()]).toEqual(['closets']);
    expect([...found.get('closets').keys()]).toEqual(['items']);
    expect([...found.get('wallet').keys()]).toEqual([]);
    expect(found.get('closets').get('items')).toEqual(['closets/queries.ts imports ../items/service.ts']);
  });

  it('resolves an alias', () => {
    expect([...partGraph(base, { '@/': base }).get('wallet').keys()]).toEqual(['items']);
  });

  it('reports a cycle with the imports along it', () => {
    expect(partCycles(base)).toEqual([
      {
        path: 'closets → items → closets',
        imports: [
          'closets/queries.ts imports ../items/service.ts',
          'items/service.ts imports ../closets/index.ts',
        ],
      },
    ]);
  });
});
