import { describe, expect, it } from 'vitest';
import type { VisiblePublicProfile } from '@swapyard/domain/profiles';
import { profileUpdateSchema } from '@swapyard/domain/profiles';
import { toCustomizeValues, toProfileUpdate } from './customize-form';

const profile: VisiblePublicProfile = {
  id: '9d193f8d-e8c6-49bd-a29e-7ced04436ab2',
  username: 'leo',
  fullName: 'Leo Martínez',
  avatarUrl: null,
  themeColor: '#f97316',
  restricted: false,
  bio: null,
  location: 'Austin, TX',
  placeId: null,
  phone: null,
  styleTags: ['Vintage', 'Not A Tag'],
  favoriteBrands: ["Levi's"],
  socialLinks: { instagram: 'leo.digs' },
  privacySettings: { showLocation: true, showPhone: false, profileVisibility: 'friends' },
  verified: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  stats: { followers: 0, following: 0, trades: 0, rating: { average: null, count: 0 } },
  viewer: { isOwner: true, isFollowing: false },
};

describe('customize form', () => {
  it('starts from the profile, keeping only tags from the list and empty strings for missing text', () => {
    const values = toCustomizeValues(profile);
    expect(values).toMatchObject({
      bio: '',
      phone: '',
      instagram: 'leo.digs',
      website: '',
      styleTags: ['Vintage'],
      privacy: { profileVisibility: 'friends' },
    });
  });

  it('builds a body the server contract accepts, unchanged values included', () => {
    const body = toProfileUpdate(toCustomizeValues(profile));
    const parsed = profileUpdateSchema.parse(body);
    expect(parsed).toMatchObject({
      fullName: 'Leo Martínez',
      bio: null,
      phone: null,
      themeColor: '#f97316',
      styleTags: ['Vintage'],
      socialLinks: { instagram: 'leo.digs', website: '' },
    });
  });

  it('sends the place chosen from the list, or else the location as written for the server to match', () => {
    expect(toProfileUpdate(toCustomizeValues(profile))).toMatchObject({ location: 'Austin, TX' });
    const placed = toProfileUpdate(
      toCustomizeValues({ ...profile, placeId: 4671654, location: 'Austin, TX, US' }),
    );
    expect(placed).toMatchObject({ placeId: 4671654 });
    expect(placed).not.toHaveProperty('location');
  });
});
