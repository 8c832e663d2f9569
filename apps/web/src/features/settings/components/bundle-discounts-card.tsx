import {
  BUNDLE_TEXTS,
  MAX_BUNDLE_DISCOUNT_PERCENT,
  MAX_BUNDLE_TIERS,
  MIN_BUNDLE_ITEMS,
  type BundleTier,
} from '@swapyard/domain/bundles';
import { BadgePercent, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useSetDiscounts, useSellerDiscounts } from '../api/bundle-discounts';

/** Item counts a tier can start at in the form (the API takes up to MAX_BUNDLE_ITEMS). */
const COUNTS = Array.from({ length: 9 }, (_, i) => i + MIN_BUNDLE_ITEMS);

/** Settings: the seller's bundle discounts (docs/product/trades.md, "Bundles"), up to three tiers, saved together. */
export function BundleDiscountsCard({ sellerId }: { sellerId: string }) {
  const saved = useSellerDiscounts(sellerId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BadgePercent aria-hidden className="size-5 text-primary dark:text-brand" />
          {BUNDLE_TEXTS.tiersTitle}
        </CardTitle>
        <CardDescription>{BUNDLE_TEXTS.tiersHint}</CardDescription>
      </CardHeader>
      <CardContent>
        {saved.data ? (
          <TiersForm sellerId={sellerId} initial={saved.data.tiers} />
        ) : (
          <Spinner label="Loading your bundle discounts" />
        )}
      </CardContent>
    </Card>
  );
}

function TiersForm({ sellerId, initial }: { sellerId: string; initial: BundleTier[] }) {
  const [tiers, setTiers] = useState(
    initial.map((tier) => ({ minItems: tier.minItems, percent: String(tier.percent) })),
  );
  const save = useSetDiscounts(sellerId);
  const change = (index: number, patch: Partial<(typeof tiers)[number]>) =>
    setTiers(tiers.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)));
  const nextCount = () =>
    Math.min(COUNTS.at(-1)!, Math.max(MIN_BUNDLE_ITEMS - 1, ...tiers.map((t) => t.minItems)) + 1);

  const onSave = () =>
    save.mutate(
      tiers.map((tier) => ({ minItems: tier.minItems, percent: Number(tier.percent) })),
      {
        onSuccess: () => toast.success(BUNDLE_TEXTS.tiersSaved),
        onError: (error) => toast.error(BUNDLE_TEXTS.tiersTitle, { description: errorMessage(error) }),
      },
    );

  return (
    <div className="grid gap-3">
      {tiers.map((tier, index) => (
        <div key={index} className="flex flex-wrap items-center gap-2 text-sm">
          <Input
            aria-label={`Discount ${index + 1}, percent`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_BUNDLE_DISCOUNT_PERCENT}
            className="w-20"
            value={tier.percent}
            onChange={(event) => change(index, { percent: event.target.value })}
          />
          <span>% off</span>
          <NativeSelect
            aria-label={`Discount ${index + 1}, items`}
            className="w-20"
            value={String(tier.minItems)}
            onChange={(event) => change(index, { minItems: Number(event.target.value) })}
          >
            {COUNTS.map((count) => (
              <option key={count} value={count}>
                {count}+
              </option>
            ))}
          </NativeSelect>
          <span>items</span>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove discount ${index + 1}`}
            onClick={() => setTiers(tiers.filter((_, i) => i !== index))}
          >
            <X aria-hidden className="size-4" />
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        {tiers.length < MAX_BUNDLE_TIERS ? (
          <Button
            variant="secondary"
            onClick={() => setTiers([...tiers, { minItems: nextCount(), percent: '' }])}
          >
            <Plus aria-hidden className="size-4" />
            Add a discount
          </Button>
        ) : null}
        <Button disabled={save.isPending} onClick={onSave}>
          Save
        </Button>
      </div>
    </div>
  );
}
