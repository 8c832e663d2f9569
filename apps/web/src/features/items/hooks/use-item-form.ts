import type { AnalysisResult } from '@swapyard/domain/analysis';
import { useCallback, useState } from 'react';
import {
  applySuggestion,
  memberFields,
  suggestedFields,
  suggestedValues,
  withSizeDefault,
  type ItemFormValues,
  type SuggestedField,
} from '../lib/item-form';

type State = { values: ItemFormValues; touched: ReadonlySet<SuggestedField> };

const isSuggested = (key: string): key is SuggestedField =>
  (suggestedFields as readonly string[]).includes(key);

/** Whether the size is the member's own: filled in by hand, not blank. */
const memberSize = (values: ItemFormValues, touched: ReadonlySet<SuggestedField>) =>
  memberFields(values, touched).has('size');

/**
 * The item form's values and which fields the member has filled in by hand, so an analysis assists without
 * overwriting them (docs/product/listing.md): it fills the other fields, and the card offers its suggestion for
 * the member's ones. Whenever the category changes, a category without sizes fills in a size the member left empty.
 */
export function useItemForm(initial: () => ItemFormValues) {
  const [state, setState] = useState<State>(() => ({ values: initial(), touched: new Set() }));

  /** The member's own edit. A category without sizes fills in an empty size (withSizeDefault). */
  const change = useCallback((patch: Partial<ItemFormValues>) => {
    setState((s) => {
      const touched = new Set([...s.touched, ...Object.keys(patch).filter(isSuggested)]);
      const values = { ...s.values, ...patch };
      return {
        values: 'category' in patch ? withSizeDefault(values, memberSize(values, touched)) : values,
        touched,
      };
    });
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
        return { ...s, values: withSizeDefault(applySuggestion(s.values, result, kept), kept.has('size')) };
      });
    },
    [],
  );

  /** 'Use suggestion': the field takes the analysis' value and counts as suggested again. */
  const accept = useCallback((field: SuggestedField, result: AnalysisResult) => {
    setState((s) => {
      const touched = new Set([...s.touched].filter((f) => f !== field));
      const values = { ...s.values, [field]: suggestedValues(result)[field] };
      return {
        values: field === 'category' ? withSizeDefault(values, memberSize(values, touched)) : values,
        touched,
      };
    });
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
