import { describe, expect, it } from 'vitest';
import { documentCountLabel } from './labels';

describe('documentCountLabel', () => {
  it('counts files, one in the singular', () => {
    expect(documentCountLabel(3)).toBe('3 files');
    expect(documentCountLabel(1)).toBe('1 file');
    expect(documentCountLabel(0)).toBe('0 files');
  });
});
