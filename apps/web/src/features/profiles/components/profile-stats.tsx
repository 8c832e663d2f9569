import { formatCentsCompact } from '@swapyard/domain/money';
import { useClosets } from '@/features/closets';

/** Items listed and their total value, summed over the closets the viewer may see ('—' while loading). */
export function useClosetTotals(userId: string) {
  const closets = useClosets(userId);
  const list = closets.data?.closets;
  return {
    closetCount: list?.length,
    itemCount: list?.reduce((sum, closet) => sum + closet.itemCount, 0),
    totalValueCents: list?.reduce((sum, closet) => sum + closet.totalValueCents, 0),
  };
}

/** The stats row (docs/product/profiles.md, "The profile header"): Items / Value ($Nk from 1000) / Trades. */
export function ProfileStats({ userId, trades }: { userId: string; trades: number }) {
  const totals = useClosetTotals(userId);
  const stats = [
    { label: 'Items', value: totals.itemCount === undefined ? '—' : String(totals.itemCount) },
    {
      label: 'Value',
      value: totals.totalValueCents === undefined ? '—' : formatCentsCompact(totals.totalValueCents),
    },
    { label: 'Trades', value: String(trades) },
  ];
  return (
    <dl className="grid grid-cols-3 divide-x divide-border rounded-xl border border-border bg-surface-muted/60">
      {stats.map((stat) => (
        <div key={stat.label} className="grid gap-0.5 px-2 py-3 text-center">
          <dt className="order-2 text-xs font-medium text-muted-foreground">{stat.label}</dt>
          <dd
            className="order-1 text-lg font-semibold tabular-nums"
            data-testid={`stat-${stat.label.toLowerCase()}`}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
