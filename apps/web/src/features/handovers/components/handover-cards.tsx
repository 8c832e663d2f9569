import { Button } from '@/components/ui/button';
import { refusalMessage } from '@/lib/api-client';
import { useTradeHandovers } from '../api/handovers';
import { HandoverCard } from './handover-card';

/** How the other member is named when `names` does not have them. */
const SOMEONE = 'the other member';

/**
 * An accepted trade's handovers, one card each (docs/product/handover.md); nothing while they load, or for a trade
 * accepted before handovers existed (it has none). `names` maps the trade's members' ids to their names.
 */
export function HandoverCards({ tradeId, names = {} }: { tradeId: string; names?: Record<string, string> }) {
  const handovers = useTradeHandovers(tradeId);
  // A refusal (the trade is not theirs, or not accepted): nothing to show. A glitch: a way to try again.
  if (handovers.isError && !handovers.data && !refusalMessage(handovers.error)) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-border bg-surface p-4 text-sm">
        <span className="text-muted-foreground">How the items are handed over could not be loaded.</span>
        <Button variant="secondary" size="sm" onClick={() => void handovers.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const list = handovers.data?.handovers ?? [];
  if (list.length === 0) return null;
  return (
    <div className="grid gap-4">
      {list.map((handover) => {
        const otherId = handover.role === 'giver' ? handover.receiverId : handover.giverId;
        return (
          <HandoverCard
            key={handover.id}
            handover={handover}
            other={names[otherId] ?? SOMEONE}
            buysLabels={handovers.data?.buysLabels ?? false}
          />
        );
      })}
    </div>
  );
}
