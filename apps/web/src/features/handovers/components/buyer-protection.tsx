import { BUYER_PROTECTION } from '@swapyard/domain/handovers';
import { ShieldCheck } from 'lucide-react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

/**
 * The 'Buyer protection' badge, on the item page and at checkout: pressed, it shows the terms
 * (docs/product/handover.md "Buyer protection"). `inline`: the terms listed under the badge, for a dialog.
 */
export function BuyerProtection({ inline = false }: { inline?: boolean }) {
  const terms = (
    <ul className="grid gap-1.5 text-sm text-muted-foreground">
      {BUYER_PROTECTION.terms.map((term) => (
        <li key={term} className="flex gap-2">
          <span aria-hidden className="mt-2 size-1 shrink-0 rounded-full bg-current" />
          <span>{term}</span>
        </li>
      ))}
    </ul>
  );
  const badge = (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
      <ShieldCheck aria-hidden className="size-3.5" />
      {BUYER_PROTECTION.badge}
    </span>
  );
  if (inline) {
    return (
      <section aria-label={BUYER_PROTECTION.badge} className="grid gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {badge}
          {BUYER_PROTECTION.summary}
        </p>
        {terms}
      </section>
    );
  }
  return (
    <Popover>
      <PopoverTrigger
        className="justify-self-start rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        aria-label={`${BUYER_PROTECTION.badge}: how it works`}
      >
        {badge}
      </PopoverTrigger>
      <PopoverContent align="start" className="grid max-w-sm gap-2 p-4">
        <p className="font-semibold">{BUYER_PROTECTION.summary}</p>
        {terms}
      </PopoverContent>
    </Popover>
  );
}
