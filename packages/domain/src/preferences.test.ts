import { describe, expect, it } from 'vitest';
import { needsFirstTimeSurvey } from './preferences.ts';

const fresh = { surveyCompleted: false, firstLoginSurveyShown: false };

describe('needsFirstTimeSurvey', () => {
  it('sends a fresh member to the survey', () => expect(needsFirstTimeSurvey([], fresh)).toBe(true));
  it('skips admins and moderators', () => {
    expect(needsFirstTimeSurvey(['admin'], fresh)).toBe(false);
    expect(needsFirstTimeSurvey(['moderator'], fresh)).toBe(false);
  });
  it('skips members who saw or completed it', () => {
    expect(needsFirstTimeSurvey([], { ...fresh, firstLoginSurveyShown: true })).toBe(false);
    expect(needsFirstTimeSurvey([], { ...fresh, surveyCompleted: true })).toBe(false);
  });
});
