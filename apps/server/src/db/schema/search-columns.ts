import { customType } from 'drizzle-orm/pg-core';

/**
 * PostgreSQL's full-text document type. Only ever a generated column: the database keeps it in step with the text
 * it is made from, so no write path can forget it.
 */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A PostgreSQL text search query ('jacket':* & 'denim':*), read and written as its text. */
export const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });
