import { conditionValueToLabel, sizeValueToLabel } from '@swapyard/domain/item-labels';
import { handoverOptionsLabel } from '@swapyard/domain/handovers';
import { postageLabel, POSTAGE_TEXTS } from '@swapyard/domain/postage';
import type { Item } from '@swapyard/domain/items';

/**
 * Category, condition, size, brand, location, how it is handed over and its postage as label/value pairs; blanks
 * left out.
 */
export function ItemFacts({ item }: { item: Item }) {
  const location = item.location ?? item.owner.location;
  const facts: [string, string | null][] = [
    ['Category', item.categoryLabel],
    ['Condition', conditionValueToLabel(item.condition)],
    ['Size', sizeValueToLabel(item.size)],
    ['Brand', item.brand],
    ['Location', location],
    ['Handover', handoverOptionsLabel(item)],
    [POSTAGE_TEXTS.fieldLabel, item.ships ? postageLabel(item.shippingCents) : null],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2.5">
      {facts.map(([label, value]) =>
        value ? (
          <div key={label} className="min-w-0 rounded-xl bg-surface-muted px-3.5 py-2.5">
            <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
            <dd className="truncate font-medium" title={value}>
              {value}
            </dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
