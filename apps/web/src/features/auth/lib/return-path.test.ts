import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath', () => {
  it('returns to the page the Login button was pressed on', () => {
    expect(returnPath({ from: '/help' })).toBe('/help');
    expect(returnPath({ from: '/discovery?category=Vintage' })).toBe('/discovery?category=Vintage');
  });
  it('goes home without a usable origin page', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath({})).toBe('/');
    expect(returnPath({ from: 42 })).toBe('/');
  });
  it('never leaves the app', () => {
    expect(returnPath({ from: 'https://evil.example' })).toBe('/');
    expect(returnPath({ from: '//evil.example' })).toBe('/');
    expect(returnPath({ from: '/\\evil.example' })).toBe('/');
  });
  it('never returns to the auth screens', () => {
    expect(returnPath({ from: '/auth' })).toBe('/');
    expect(returnPath({ from: '/auth?tab=sign-up' })).toBe('/');
    expect(returnPath({ from: '/auth/reset-password?token=x' })).toBe('/');
    expect(returnPath({ from: '/authors' })).toBe('/authors');
  });
});
