import { BUNDLE_TEXTS, tiersSummary } from '@swapyard/domain/bundles';
import type { Item } from '@swapyard/domain/items';
import { appRoutes } from '@swapyard/domain/routes';
import { Check, PackagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useSellerDiscounts } from '@/features/settings';
import { useBundleItem, useBundles } from '../../api/bundles';

/**
 * The item page's bundle line (docs/product/trades.md, "Bundles"): the seller's bundle discounts, and for a signed-in
 * member other than the seller, 'Add to bundle' on an available, priced item (then 'In your bundle' and a link to
 * the bundles).
 */
export function BundlePanel({ item, viewerId }: { item: Item; viewerId: string | null }) {
  const buyable =
    item.isAvailable && item.status === 'available' && item.visibility === 'public' && !!item.valueCents;
  const member = !!viewerId && viewerId !== item.owner.id;
  const discounts = useSellerDiscounts(item.owner.id, buyable);
  const bundles = useBundles(buyable && member);
  const { add } = useBundleItem();
  if (!buyable || (!member && !discounts.data?.tiers.length)) return null;
  const inBundle = bundles.data?.bundles.some((bundle) => bundle.items.some((entry) => entry.id === item.id));
  const tiers = discounts.data?.tiers ?? [];

  return (
    <section
      aria-label={BUNDLE_TEXTS.pageTitle}
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-2xl border border-border p-3 text-sm"
    >
      <p className="text-muted-foreground">
        {tiers.length > 0 ? (
          <>
            <span className="font-medium text-foreground">{BUNDLE_TEXTS.tiersTitle}:</span>{' '}
            {tiersSummary(tiers)}
          </>
        ) : (
          BUNDLE_TEXTS.emptyHint
        )}
      </p>
      {member ? (
        <div className="flex items-center gap-2">
          {inBundle ? (
            <>
              <span className="flex items-center gap-1 font-medium text-primary dark:text-brand">
                <Check aria-hidden className="size-4" />
                {BUNDLE_TEXTS.inBundle}
              </span>
              <Button asChild variant="secondary" size="sm">
                <Link to={appRoutes.bundles}>{BUNDLE_TEXTS.viewBundles}</Link>
              </Button>
            </>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              disabled={add.isPending || !bundles.data}
              onClick={() =>
                add.mutate(item.id, {
                  onSuccess: () => toast.success(BUNDLE_TEXTS.added(item.owner.fullName)),
                  onError: (error) =>
                    toast.error(BUNDLE_TEXTS.addToBundle, { description: errorMessage(error) }),
                })
              }
            >
              <PackagePlus aria-hidden className="size-4" />
              {BUNDLE_TEXTS.addToBundle}
            </Button>
          )}
        </div>
      ) : null}
    </section>
  );
}
