import {
  addInterest,
  countInterests,
  hasInterest,
  normaliseStructuredInterests,
  removeInterest,
  type StructuredInterests,
  type SurveyCategory,
} from '@swapyard/domain/survey';
import { useState } from 'react';

/** The survey's answers while the member edits them, by the same rules the server applies when saving. */
export function useSurveyAnswers(initial: Partial<Record<string, readonly string[]>>) {
  const [answers, setAnswers] = useState<StructuredInterests>(() => normaliseStructuredInterests(initial));
  const change = (category: SurveyCategory, next: (list: string[]) => string[]) =>
    setAnswers((current) => ({ ...current, [category]: next(current[category]) }));

  return {
    answers,
    total: countInterests(answers),
    add: (category: SurveyCategory, interest: string) =>
      change(category, (list) => addInterest(list, interest)),
    remove: (category: SurveyCategory, interest: string) =>
      change(category, (list) => removeInterest(list, interest)),
    toggle: (category: SurveyCategory, interest: string) =>
      change(category, (list) =>
        hasInterest(list, interest) ? removeInterest(list, interest) : addInterest(list, interest),
      ),
  };
}
