import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpointCatalogue } from './index.ts';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
};

/** The paths inside a request body's schema where an object would take (and drop) keys it does not know. */
function lenientObjects(schema: z.ZodType, path: string): string[] {
  const def = (schema as unknown as { def: Def }).def;
  const inner = (child: z.ZodType | undefined, at = path) => (child ? lenientObjects(child, at) : []);
  switch (def.type) {
    case 'object':
      return [
        ...(def.catchall?.def.type === 'never' ? [] : [path || '(body)']),
        ...Object.entries(def.shape ?? {}).flatMap(([key, child]) =>
          lenientObjects(child, path ? `${path}.${key}` : key),
        ),
      ];
    case 'array':
      return inner(def.element, `${path}[]`);
    case 'union':
      return (def.options ?? []).flatMap((option) => lenientObjects(option, path));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'pipe':
      return inner(def.in);
    case 'record':
      return inner(def.valueType, `${path}{}`);
    case 'tuple':
      return (def.items ?? []).flatMap((item, i) => lenientObjects(item, `${path}[${i}]`));
    default:
      return inner(def.innerType);
  }
}

describe('the endpoint catalogue', () => {
  it('refuses keys it does not know in every JSON body, at every depth (none is silently dropped)', () => {
    const lenient = Object.entries(endpointCatalogue).flatMap(([module, endpoints]) =>
      Object.entries(endpoints).flatMap(([name, declaration]) => {
        const body = (declaration as { body?: z.ZodType }).body;
        return body ? lenientObjects(body, '').map((at) => `${module}.${name}: ${at}`) : [];
      }),
    );
    expect(lenient).toEqual([]);
  });
});
