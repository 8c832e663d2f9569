import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { swapCircleLegSchema } from './circles.ts';
import { disputeSchema } from './disputes.ts';
import { itemOwnerSchema } from './items.ts';
import { liveStreamSchema } from './live.ts';
import { memberCardSchema } from './member-card.ts';
import { staffUserSchema } from './member-admin.ts';
import { conversationPartySchema } from './messages.ts';
import { profileSummarySchema, publicProfileSchema } from './profiles.ts';
import { staffReportSchema } from './reports.ts';
import { reviewProfileSchema } from './reviews.ts';
import { searchUserSchema } from './search.ts';
import { tradePartySchema } from './trades.ts';
import { staffVerificationSchema } from './verifications.ts';

// The records that embed a member card derive their schema from memberCardSchema; these pin the fields each one
// carries, so the API's shapes stay as they were (the staff and live members have no theme colour).
const keys = (schema: z.ZodObject) => Object.keys(schema.shape);
const card = ['id', 'username', 'fullName', 'avatarUrl', 'themeColor'];
const withoutColour = ['id', 'username', 'fullName', 'avatarUrl'];
const uuidId = (schema: z.ZodObject) => schema.shape.id.safeParse('not-a-uuid').success === false;

describe('member card', () => {
  it('is the same five fields wherever a member is shown with their colour', () => {
    expect(keys(memberCardSchema)).toEqual(card);
    for (const schema of [
      tradePartySchema,
      conversationPartySchema,
      reviewProfileSchema,
      profileSummarySchema,
      searchUserSchema,
      swapCircleLegSchema.shape.giver,
    ]) {
      expect(keys(schema)).toEqual(card);
    }
    expect(keys(itemOwnerSchema)).toEqual([...card, 'location']);
    expect(keys(publicProfileSchema.options[1]).slice(0, 5)).toEqual(card);
    expect(keys(staffUserSchema).slice(0, 5)).toEqual(card);
    expect(uuidId(staffUserSchema)).toBe(true);
  });

  it('has no colour, and a uuid id, on the staff pages; no colour in live selling', () => {
    const staffMembers = [
      disputeSchema.shape.initiator.unwrap(),
      staffReportSchema.shape.reporter.unwrap(),
      staffVerificationSchema.shape.user.unwrap(),
    ];
    for (const schema of staffMembers) {
      expect(keys(schema)).toEqual(withoutColour);
      expect(uuidId(schema)).toBe(true);
    }
    const live = liveStreamSchema.shape.streamer;
    expect(keys(live)).toEqual(withoutColour);
    expect(uuidId(live)).toBe(false);
  });
});
