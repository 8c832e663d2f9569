import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { AnalysisResult } from '@swapyard/domain/analysis';
import { PRICE_EVIDENCE_TEXTS } from '@swapyard/domain/price-evidence';
import { appRoutes } from '@swapyard/domain/routes';
import { formatCents } from '@swapyard/domain/money';
import { ChevronDown, Lightbulb } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { comparableLine } from '../lib/price-evidence';

/**
 * The evidence behind a suggested price (docs/product/listing.md, "Suggested prices"): the similar items one tap
 * away, or, with too few, the category's usual range, labelled as a hint and never put in the value field.
 */
export function PriceEvidence({ result }: { result: AnalysisResult }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { marketData, priceHint } = result;
  if (!marketData) {
    return priceHint ? (
      <p className="flex items-start gap-2 text-muted-foreground">
        <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0" />
        {PRICE_EVIDENCE_TEXTS.hint(priceHint)}
      </p>
    ) : null;
  }
  const comparables = marketData.comparables;
  return (
    <div className="grid gap-2">
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        {open
          ? PRICE_EVIDENCE_TEXTS.hideComparables
          : PRICE_EVIDENCE_TEXTS.showComparables(comparables.length)}
        <ChevronDown aria-hidden className={`size-3.5 transition-transform ${open ? 'rotate-180' : ''}`} />
      </Button>
      {open ? (
        <ul id={listId} className="grid gap-1.5" aria-label="Similar items">
          {comparables.map((comparable) => (
            <li
              key={`${comparable.kind}:${comparable.itemId}`}
              className="flex items-center justify-between gap-3 rounded-xl bg-surface-muted px-3 py-2"
            >
              <span className="grid min-w-0">
                {comparable.kind === 'listing' ? (
                  <Link
                    to={appRoutes.item(comparable.itemId)}
                    className="truncate font-medium underline-offset-2 hover:underline"
                  >
                    {comparable.title}
                  </Link>
                ) : (
                  <span className="truncate font-medium">{comparable.title}</span>
                )}
                <span className="text-xs text-muted-foreground">{comparableLine(comparable)}</span>
              </span>
              <span className="font-semibold tabular-nums">{formatCents(comparable.priceCents)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
