import { disputeTypeLabels, type Dispute } from '@swapyard/domain/disputes';
import { DISPUTE_WINDOW_DAYS } from '@swapyard/domain/trades';
import { formatCents } from '@swapyard/domain/money';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useTradeDisputes } from '../api/disputes';
import { OpenDisputeDialog } from './open-dispute-dialog';

const DAY_MS = 24 * 60 * 60 * 1000;

function decidedText(dispute: Dispute): string {
  if (dispute.status === 'closed') return 'Our moderators closed the dispute; the trade goes on as before.';
  const paid = dispute.paidToPayeeCents ?? 0;
  const refunded = dispute.refundedCents ?? 0;
  if (dispute.outcome === 'no_money' || paid + refunded === 0) return 'Our moderators resolved the dispute.';
  if (dispute.outcome === 'refund_payer')
    return `Our moderators resolved the dispute: ${formatCents(refunded)} refunded.`;
  if (dispute.outcome === 'pay_payee')
    return `Our moderators resolved the dispute: ${formatCents(paid)} paid out.`;
  return `Our moderators resolved the dispute: ${formatCents(paid)} paid out, ${formatCents(refunded)} refunded.`;
}

/**
 * On an accepted or completed trade (docs/product/disputes.md): its dispute's state, or, within 14 days of the
 * acceptance and with none open, the way to open one.
 */
export function TradeDisputeCard({
  trade,
}: {
  trade: { id: string; status: string; respondedAt: string | null };
}) {
  const [open, setOpen] = useState(false);
  // When the page opened: the window is the server's rule, this only decides whether to offer the button.
  const [openedAt] = useState(() => Date.now());
  const disputes = useTradeDisputes(trade.id);
  if (trade.status !== 'accepted' && trade.status !== 'completed') return null;
  if (!disputes.data) return null;
  const current = disputes.data.disputes.find((d) => d.status === 'open' || d.status === 'investigating');
  const latest = disputes.data.disputes[0];
  const acceptedAt = trade.respondedAt ? new Date(trade.respondedAt).getTime() : 0;
  const withinWindow = openedAt - acceptedAt <= DISPUTE_WINDOW_DAYS * DAY_MS;

  let body;
  if (current) {
    body = (
      <p className="text-sm">
        <span className="font-medium">Dispute {current.status === 'open' ? 'open' : 'under review'}</span> (
        {disputeTypeLabels[current.type].toLowerCase()}). Our moderators are looking into it.
      </p>
    );
  } else if (latest) {
    body = (
      <div className="grid gap-1 text-sm">
        <p>{decidedText(latest)}</p>
        {latest.resolution ? <p className="text-muted-foreground">“{latest.resolution}”</p> : null}
      </div>
    );
  } else if (withinWindow) {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">Something wrong with this trade?</p>
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          <Scale aria-hidden className="size-4" />
          Open a dispute
        </Button>
      </div>
    );
  } else {
    return null;
  }

  return (
    <section aria-label="Dispute">
      <Card className="p-4">
        {body}
        <OpenDisputeDialog tradeId={trade.id} open={open} onOpenChange={setOpen} />
      </Card>
    </section>
  );
}
