import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config.ts';

/**
 * The version reported by /api/health: VERSION from the environment (set by a release pipeline), else the root
 * package.json "version", else a development marker. Never fails the start.
 */
export function readVersion(fromEnv?: string, root: string = repoRoot): string {
  if (fromEnv) return fromEnv;
  try {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: unknown };
    if (typeof pkg.version === 'string' && pkg.version.length > 0) return pkg.version;
  } catch {
    // Missing or unreadable package.json (e.g. a trimmed container image): fall through.
  }
  return '0.0.0-dev';
}
