import type { Item } from '@swapyard/domain/items';
import { cn } from '@/lib/cn';
import { formatItemValue } from '@/lib/format';

/**
 * A listing's price as cards show it, with the price before a recent drop struck through beside it
 * (docs/product/listing.md, "Price drops"): '$24.00 ~~$30.00~~', read as '$24.00 was $30.00'.
 */
export function ItemPrice({
  item,
  className,
}: {
  item: Pick<Item, 'valueCents' | 'previousValueCents'>;
  className?: string;
}) {
  return (
    <span className={cn('inline-flex items-baseline gap-1.5 tabular-nums', className)}>
      <span className="font-semibold">{formatItemValue(item.valueCents)}</span>
      {item.previousValueCents !== null ? (
        <s className="text-xs font-normal text-muted-foreground">
          <span className="sr-only">was </span>
          {formatItemValue(item.previousValueCents)}
        </s>
      ) : null}
    </span>
  );
}
