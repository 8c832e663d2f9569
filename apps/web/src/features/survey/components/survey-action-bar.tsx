import { surveyMessages, type SurveyMode } from '@swapyard/domain/survey';
import { Button } from '@/components/ui/button';

/** Stays in view at the bottom (above the phone's bottom navigation): the total and the survey's buttons. */
export function SurveyActionBar({
  mode,
  total,
  saving,
  skipping,
  onSkip,
  onSubmit,
}: {
  mode: SurveyMode;
  total: number;
  saving: boolean;
  skipping: boolean;
  onSkip: () => void;
  onSubmit: () => void;
}) {
  const busy = saving || skipping;
  return (
    <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 -mx-4 mt-6 border-t border-border bg-background/95 px-4 py-2.5 shadow-[0_-8px_16px_-12px_rgb(0_0_0/0.25)] backdrop-blur-lg sm:-mx-6 sm:px-6 md:bottom-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-sm text-muted-foreground">
          <span className="text-lg font-bold text-foreground tabular-nums">{total}</span>{' '}
          {total === 1 ? 'interest' : 'interests'} selected
        </p>
        <div className="flex flex-1 justify-end gap-2 sm:flex-none">
          {mode === 'first-time' ? (
            <Button variant="ghost" onClick={onSkip} disabled={busy} className="flex-1 sm:flex-none">
              {surveyMessages.skip}
            </Button>
          ) : null}
          <Button onClick={onSubmit} disabled={busy} className="flex-1 sm:min-w-40 sm:flex-none">
            {saving
              ? surveyMessages.saving
              : mode === 'update'
                ? surveyMessages.update
                : surveyMessages.complete}
          </Button>
        </div>
      </div>
    </div>
  );
}
