import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement that cannot run in a transaction (CREATE/DROP DATABASE) on its own connection. */
export async function adminStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The server's URL with another database name. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database name no other run or test file on the server uses. */
export function uniqueDatabaseName(kind: 'template' | 'test'): string {
  return `swapyard_${kind}_${Date.now()}_${randomBytes(4).toString('hex')}`;
}
