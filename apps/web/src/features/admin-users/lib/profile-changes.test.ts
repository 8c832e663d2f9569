import { describe, expect, it } from 'vitest';
import type { StaffUserDetail } from '@swapyard/domain/member-admin';
import { hasChanges, profileChanges, profileFormOf } from './profile-changes';

const user: StaffUserDetail = {
  id: '7d5c4a8e-0000-4000-8000-000000000001',
  avatarUrl: null,
  fullName: '',
  username: 'nameless',
  themeColor: '#6366f1',
  location: 'Lisbon',
  followers: 0,
  following: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  itemCount: 0,
  suspension: null,
  phone: null,
  bio: null,
  roles: [],
  statistics: { followers: 0, following: 0, items: 0 },
};

describe('what the Profile tab saves', () => {
  it('sends only the fields that changed, normalised as the member’s own edit', () => {
    const form = { ...profileFormOf(user), location: '  Porto ', bio: 'Collector' };
    expect(hasChanges(user, form)).toBe(true);
    // The empty full name was not touched, so it is not sent (and not refused).
    expect(profileChanges(user, form)).toEqual({ changes: { location: 'Porto', bio: 'Collector' } });
  });

  it('sends an emptied field as null, and nothing when nothing changed', () => {
    expect(profileChanges(user, { ...profileFormOf(user), location: '' })).toEqual({
      changes: { location: null },
    });
    expect(hasChanges(user, profileFormOf(user))).toBe(false);
  });

  it('names the first rule a change breaks', () => {
    expect(profileChanges(user, { ...profileFormOf(user), username: 'a!' }).problem).toBe(
      'Username must be at least 3 characters',
    );
    expect(
      profileChanges({ ...user, fullName: 'Named' }, { ...profileFormOf(user), fullName: '   ' }).problem,
    ).toBe('Please enter your full name');
  });
});
