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
