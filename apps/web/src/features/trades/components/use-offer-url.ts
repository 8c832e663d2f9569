import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { OFFER_PARAM, OFFER_STEP_PARAM, type OfferScreen } from '../offer-links';

/** Kept in each history entry's state the dialog pushed. */
interface OfferHistoryState {
  /** How many entries the dialog pushed onto the history since it opened. */
  offerDepth?: number;
  /** Whether the entry it opened from already showed the dialog (a link such as the feed's Swap, or a reload). */
  offerBaseOpen?: boolean;
}

const screens: readonly OfferScreen[] = ['choose', 'checkout', 'buy', 'swap', 'invite'];

/**
 * The Make Offer dialog's screen and builder step, read from and written to the URL. Moving forward pushes an
 * entry, so the browser's Back moves one screen or step; the dialog's own Back goes back through the same history
 * when it pushed that entry (or replaces the URL when the dialog was opened by a link or a reload). Closing goes
 * back to where the dialog was opened.
 */
export function useOfferUrl() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as OfferHistoryState | null;
  const depth = state?.offerDepth ?? 0;
  const value = params.get(OFFER_PARAM);
  const screen = screens.find((s) => s === value) ?? null;
  const step = params.get(OFFER_STEP_PARAM);

  const url = (next: OfferScreen | null, nextStep?: string) => {
    const search = new URLSearchParams(params);
    if (next) search.set(OFFER_PARAM, next);
    else search.delete(OFFER_PARAM);
    if (nextStep) search.set(OFFER_STEP_PARAM, nextStep);
    else search.delete(OFFER_STEP_PARAM);
    const query = search.toString();
    return { pathname: location.pathname, search: query ? `?${query}` : '' };
  };

  const { pathname } = location;
  // Stable while the URL stays (an effect calls it once).
  const clear = useCallback(() => {
    const search = new URLSearchParams(params);
    search.delete(OFFER_PARAM);
    search.delete(OFFER_STEP_PARAM);
    const query = search.toString();
    void navigate({ pathname, search: query ? `?${query}` : '' }, { replace: true });
  }, [params, pathname, navigate]);

  return {
    screen,
    step,
    /** This history entry (its key), so a correction is made once per entry. */
    entry: location.key,
    /** A new screen or step: one more history entry. */
    forward: (next: OfferScreen, nextStep?: string) =>
      void navigate(url(next, nextStep), {
        state: {
          offerDepth: depth + 1,
          offerBaseOpen: depth === 0 ? screen !== null : state?.offerBaseOpen,
        } satisfies OfferHistoryState,
      }),
    /** The dialog's Back: the previous entry when the dialog pushed this one, else that screen in its place. */
    back: (previous: OfferScreen, previousStep?: string) =>
      void (depth > 0
        ? navigate(-1)
        : navigate(url(previous, previousStep), { replace: true, state: location.state as unknown })),
    /**
     * Shows an earlier step instead of this one, which cannot be reached yet (after a reload the choices are gone):
     * back through the entries the dialog pushed when they lead there, so no later step is left behind for Back to
     * land on; otherwise that step in place of this one.
     */
    showEarlierStep: (next: OfferScreen, nextStep: string, stepsBack: number) =>
      void (stepsBack > 0 && depth >= stepsBack
        ? navigate(-stepsBack)
        : navigate(url(next, nextStep), { replace: true, state: location.state as unknown })),
    /** Closing: back to the entry before the dialog opened, or the item page without the dialog. */
    close: () => void (depth > 0 ? navigate(-depth) : navigate(url(null), { replace: true })),
    /** Drops the dialog from this entry (a link whose dialog cannot open). */
    clear,
    /**
     * After sending: to `path` (the new trade) in place of the dialog's entries, so Back from there shows the item
     * page without the dialog (docs/product/trades.md). Back to the entry the dialog opened from first, then the trade
     * after it; in its place when that entry showed the dialog too. The second navigation waits for the first to land:
     * one started at once would cancel it.
     */
    leaveFor: (path: string) => {
      if (depth === 0) return void navigate(path, { replace: true });
      const replace = state?.offerBaseOpen ?? false;
      window.addEventListener('popstate', () => void navigate(path, { replace }), { once: true });
      void navigate(-depth);
    },
  };
}
