import { describe, expect, it } from 'vitest';
import { chatMessageInputSchema, createTradeInputSchema } from './trades.ts';
import { createItemInputSchema, itemListQuerySchema } from './items.ts';
import { profileUpdateSchema } from './profiles.ts';
import { CONTROL_CHARACTERS_MESSAGE, pathSegmentSchema, text } from './text.ts';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('text: the one rule for every string a contract accepts', () => {
  const line = text();
  const lines = text({ multiline: true });

  it('refuses a NUL byte, other C0 and C1 controls and DEL, on one line or several', () => {
    for (const bad of ['a\u0000b', '\u0000', 'bell\u0007', '\u001b[2J', 'del\u007f', 'c1\u0085', 'cr\rlf']) {
      expect(ok(line, bad), JSON.stringify(bad)).toBe(false);
      expect(ok(lines, bad), JSON.stringify(bad)).toBe(false);
    }
    expect(line.safeParse('a\u0000b').error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('refuses half of a surrogate pair, and keeps whole pairs (emoji)', () => {
    expect(ok(line, 'half\ud800')).toBe(false);
    expect(ok(line, 'low\udc00 first')).toBe(false);
    expect(line.parse('swap 😀')).toBe('swap 😀');
  });

  it('allows line breaks and tabs only in multi-line text', () => {
    expect(ok(line, 'two\nlines')).toBe(false);
    expect(ok(line, 'a\ttab')).toBe(false);
    expect(lines.parse('two\nlines\twith a tab')).toBe('two\nlines\twith a tab');
  });

  it('trims first by default (a trailing newline on one line is not refused) and keeps text exact on request', () => {
    expect(line.parse('  Denim jacket\n')).toBe('Denim jacket');
    expect(text({ trim: false }).parse(' as sent ')).toBe(' as sent ');
  });

  it('accepts any other Unicode text', () => {
    expect(line.parse('Größe M · 中文 · עברית')).toBe('Größe M · 中文 · עברית');
  });

  it('guards path segments: never blank, never long, never a control character', () => {
    expect(ok(pathSegmentSchema, '3f1e0c2a-0000-4000-8000-000000000000')).toBe(true);
    expect(ok(pathSegmentSchema, '')).toBe(false);
    expect(ok(pathSegmentSchema, 'x'.repeat(101))).toBe(false);
    expect(ok(pathSegmentSchema, 'a\u0000b')).toBe(false);
  });

  it('is what the contracts use: item fields, messages, profile names, offer messages, query filters', () => {
    const item = { title: 'Jacket', category: 'clothing', condition: 'good', size: 'M' };
    const photos = [{ id: 'u/p', url: '/media/u/p', width: 1, height: 1 }];
    expect(ok(createItemInputSchema, { ...item, photos })).toBe(true);
    expect(ok(createItemInputSchema, { ...item, photos, title: 'Jack\u0000et' })).toBe(false);
    expect(ok(createItemInputSchema, { ...item, photos: [{ ...photos[0], id: 'u/\u0000' }] })).toBe(false);
    expect(ok(createItemInputSchema, { ...item, photos, description: 'Line one\nline two' })).toBe(true);
    expect(ok(chatMessageInputSchema, { content: 'hi\u0000' })).toBe(false);
    expect(ok(profileUpdateSchema, { fullName: 'Ada\u0000' })).toBe(false);
    expect(ok(profileUpdateSchema, { bio: 'Line one\nline two' })).toBe(true);
    const invitation = { kind: 'invitation', ownerItemId: '3f1e0c2a-0000-4000-8000-000000000000' };
    expect(ok(createTradeInputSchema, { ...invitation, message: 'Check out my\u0000' })).toBe(false);
    expect(ok(itemListQuerySchema, { category: '\u0000' })).toBe(false);
  });
});
