import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, repoRoot } from './config.ts';

const PAGE = 'docs/configuration.md';

/**
 * The variables the page documents: the backticked names in the first cell of every table row of its
 * "## Variables" section (its "###" groups included; the tooling's variables live in another section).
 */
function documentedVariables(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Variables\n'));
  if (!section) return [];
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .flatMap((row) =>
      [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!),
    );
}

describe(PAGE, () => {
  it('documents every variable of the config schema, and nothing else, once each', () => {
    const documented = documentedVariables(readFileSync(path.join(repoRoot, PAGE), 'utf8'));
    const schema = new Set<string>(CONFIG_VARIABLES);
    const missing = [...schema].filter((name) => !documented.includes(name));
    const extra = documented.filter((name) => !schema.has(name));
    const repeated = documented.filter((name, i) => documented.indexOf(name) !== i);
    // Named in the failure, so the fix is obvious: a row to add, to remove or to merge.
    expect(
      { missing, extra, repeated },
      `${PAGE} and config.ts disagree: missing ${missing.join(', ') || 'none'}; ` +
        `not in the schema ${extra.join(', ') || 'none'}; documented twice ${repeated.join(', ') || 'none'}`,
    ).toEqual({ missing: [], extra: [], repeated: [] });
  });

  it('reads the names from the first column only', () => {
    const page = [
      '## Variables',
      '| variable | default | what it does |',
      '| --- | --- | --- |',
      '| `PORT` | `3000` | see `HOST` |',
      '## Variables of the tooling',
      '| `API_URL` | — | — |',
    ].join('\n');
    expect(documentedVariables(page)).toEqual(['PORT']);
  });
});
