import { formatCents } from '@swapyard/domain/money';
import { confidenceLevel, READ_FROM_PHOTO, type PhotoTextField } from '@swapyard/domain/analysis';
import { AlertTriangle, RefreshCw, ScanText, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { AnalysisState } from '../hooks/use-item-analysis';
import type { OtherSuggestion, SuggestedField } from '../lib/item-form';
import { PriceEvidence } from './price-evidence';

type Props = {
  state: AnalysisState;
  onReanalyze: () => void;
  /** Suggestions for fields the member filled in differently: never applied unless they choose to. */
  others?: OtherSuggestion[];
  onUse?: (field: SuggestedField) => void;
};

/**
 * What the analyser made of the photo: confidence, its notes (why it suggested what it did, and why it left a field
 * empty) and the price's evidence, with 'Reanalyze' by title and 'Use suggestion' for the member's own fields.
 */
export function AnalysisCard({ state, onReanalyze, others = [], onUse }: Props) {
  const busy = state.status === 'analyzing';
  return (
    <Card className="grid gap-3 p-5" aria-labelledby="analysis-heading" role="region">
      <div className="flex items-center justify-between gap-3">
        <h2 id="analysis-heading" className="flex items-center gap-2 font-semibold">
          <Sparkles aria-hidden className="size-4.5 text-brand" />
          AI Analysis
        </h2>
        <Button variant="secondary" size="sm" onClick={onReanalyze} disabled={busy}>
          <RefreshCw aria-hidden className="size-3.5" />
          Reanalyze
        </Button>
      </div>
      <div aria-live="polite" className="grid gap-3 text-sm">
        {state.status === 'idle' ? (
          <p className="text-muted-foreground">
            Add a photo and the details below are suggested for you, or enter a title and press Reanalyze.
          </p>
        ) : null}
        {state.status === 'analyzing' ? (
          <Spinner label={state.byTitle ? 'Analyzing title...' : 'Analyzing your photo...'} />
        ) : null}
        {state.status === 'failed' ? (
          <p className="flex items-start gap-2 text-amber-700 dark:text-amber-400">
            <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
            {state.message}
          </p>
        ) : null}
        {state.status === 'done' ? <AnalysisSummary state={state} /> : null}
        {state.status === 'done' && others.length > 0 ? (
          <OtherSuggestions others={others} onUse={onUse} />
        ) : null}
      </div>
    </Card>
  );
}

function AnalysisSummary({ state }: { state: Extract<AnalysisState, { status: 'done' }> }) {
  const { result, notice } = state;
  const confidence = Math.round(result.confidence * 100);
  return (
    <>
      {notice ? <p className="text-amber-700 dark:text-amber-400">{notice}</p> : null}
      <div className="grid gap-1.5">
        <div className="flex items-center justify-between text-xs font-medium">
          <span>Confidence</span>
          {/* The level is calibrated (docs/analysis.md, "Confidence"); the percentage is the analyser's own. */}
          <span className="tabular-nums">
            {confidenceLevel(result.confidence)} · {confidence}%
          </span>
        </div>
        <div
          role="meter"
          aria-label="Confidence"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={confidence}
          className="h-2 overflow-hidden rounded-full bg-accent"
        >
          <div className="h-full rounded-full bg-brand" style={{ width: `${confidence}%` }} />
        </div>
      </div>
      {result.reasoning ? <p className="text-muted-foreground">{result.reasoning}</p> : null}
      {result.readFromPhoto.length > 0 ? (
        <p className="flex items-start gap-2">
          <ScanText aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
          <span>
            <span className="font-medium">{READ_FROM_PHOTO}:</span>{' '}
            {result.readFromPhoto.map((field) => photoFieldLabels[field]).join(', ')}
          </span>
        </p>
      ) : null}
      {result.fmvCents === null && result.valueCents === null ? null : (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {result.fmvCents !== null ? (
            <Figure label="Market value" value={formatCents(result.fmvCents)} />
          ) : null}
          {result.valueCents !== null ? (
            <Figure label="Suggested" value={formatCents(result.valueCents)} />
          ) : null}
          {result.marketData ? (
            <Figure
              label={`${result.marketData.count} similar`}
              value={`${formatCents(result.marketData.priceRangeCents.min)} – ${formatCents(result.marketData.priceRangeCents.max)}`}
            />
          ) : null}
        </dl>
      )}
      <PriceEvidence result={result} />
    </>
  );
}

const photoFieldLabels: Record<PhotoTextField, string> = {
  title: 'Title',
  brand: 'Brand',
  size: 'Size',
  category: 'Category',
};

function OtherSuggestions({
  others,
  onUse,
}: {
  others: OtherSuggestion[];
  onUse: ((field: SuggestedField) => void) | undefined;
}) {
  return (
    <div className="grid gap-2 border-t border-border pt-3">
      <h3 className="text-xs font-medium text-muted-foreground">Kept as you set them</h3>
      <ul className="grid gap-2">
        {others.map((other) => (
          <li key={other.field} className="flex flex-wrap items-center justify-between gap-2">
            <span id={`suggestion-${other.field}`} className="min-w-0 break-words">
              <span className="font-medium">{other.label}:</span> suggested {other.value}
            </span>
            {/* Described, not labelled, by its line: a label would read as another field named 'Condition'. */}
            <Button
              variant="secondary"
              size="sm"
              aria-describedby={`suggestion-${other.field}`}
              onClick={() => onUse?.(other.field)}
            >
              Use suggestion
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-surface-muted px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
