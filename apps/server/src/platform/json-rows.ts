import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A table's row as PostgreSQL's `to_jsonb` gives it (snake_case keys, timestamps as ISO text, bigints as numbers),
 * read as drizzle reads the table: what a database function returns rows as, whichever driver runs it.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name] ?? null;
    row[key] = column.dataType === 'date' && value !== null ? new Date(value as string) : value;
  }
  return row as T['$inferSelect'];
}
