import type { AnalysisResult } from '@swapyard/domain/analysis';
import { useCallback, useState } from 'react';
import {
  applySuggestion,
  memberFields,
  suggestedFields,
  suggestedValues,
  type ItemFormValues,
  type SuggestedField,
} from '../lib/item-form';

type State = { values: ItemFormValues; touched: ReadonlySet<SuggestedField> };

const isSuggested = (key: string): key is SuggestedField =>
  (suggestedFields as readonly string[]).includes(key);

/**
 * The item form's values and which fields the member has filled in by hand, so an analysis assists without
 * overwriting them (docs/product/listing.md): it fills the other fields, and the card offers its suggestion for
 * the member's ones.
 */
export function useItemForm(initial: () => ItemFormValues) {
  const [state, setState] = useState<State>(() => ({ values: initial(), touched: new Set() }));

  /** The member's own edit. */
  const change = useCallback((patch: Partial<ItemFormValues>) => {
    setState((s) => ({
      values: { ...s.values, ...patch },
      touched: new Set([...s.touched, ...Object.keys(patch).filter(isSuggested)]),
    }));
  }, []);

  /**
   * An analysis arrived: the member's fields stay, and so do those `alsoKeep` names (the title a reanalysis read,
   * say); every other field takes the new suggestion or is emptied.
   */
  const suggest = useCallback(
    (
      result: AnalysisResult,
      alsoKeep?: (values: ItemFormValues, result: AnalysisResult) => Iterable<SuggestedField>,
    ) => {
      setState((s) => {
        const kept = memberFields(s.values, s.touched);
        for (const field of alsoKeep?.(s.values, result) ?? []) kept.add(field);
        return { ...s, values: applySuggestion(s.values, result, kept) };
      });
    },
    [],
  );

  /** 'Use suggestion': the field takes the analysis' value and counts as suggested again. */
  const accept = useCallback((field: SuggestedField, result: AnalysisResult) => {
    setState((s) => ({
      values: { ...s.values, [field]: suggestedValues(result)[field] },
      touched: new Set([...s.touched].filter((f) => f !== field)),
    }));
  }, []);

  return {
    values: state.values,
    /** The fields the member filled in by hand (touched, not blank). */
    kept: memberFields(state.values, state.touched),
    change,
    suggest,
    accept,
  };
}
