/*
 * What `zod` is in the web build (vite.config.ts aliases it here, for our code and the domain package alike): zod
 * itself, told to parse without compiling. Zod builds fast object parsers with `new Function` after probing whether
 * eval is allowed; our Content-Security-Policy forbids eval (script-src 'self'), and the browser reports even the
 * caught probe as a violation. The setting must come before the first schema is made, which an import of `zod`
 * guarantees and a line in main.tsx does not (the bundle runs shared chunks before the entry's own code).
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
