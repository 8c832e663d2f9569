import { disputeTransitions, disputeTypeLabels, type StaffDispute } from '@swapyard/domain/disputes';
import { formatCents } from '@swapyard/domain/money';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { AuditTrail } from '@/features/audit';
import { formatShortDateTime } from '@/lib/format';
import { DecisionNotes, DetailRow } from '../case-detail';
import { useDisputeCase } from '../../api/disputes';
import { DisputeStatusBadge, PriorityBadge } from './dispute-badges';
import { DisputeTrade, memberName as nameOf } from './dispute-trade';
import { MoneyDecision, outcomeOf, type MoneyChoice } from './money-decision';
import { useMoveDispute } from './use-move-dispute';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-1.5">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/**
 * A dispute in full (docs/product/disputes.md, "Deciding a dispute"): the trade (both parties, what each gives and
 * the cash), its dates and messages, the evidence, the money still held, and the decision: investigate, resolve
 * (saying where the money goes) or close.
 */
export function DisputeDetailDialog({ dispute, onClose }: { dispute: StaffDispute; onClose: () => void }) {
  const detail = useDisputeCase(dispute.id);
  const [resolution, setResolution] = useState(dispute.resolution ?? '');
  const [choice, setChoice] = useState<MoneyChoice>({ kind: 'refund_payer', splitDollars: '' });
  const [problem, setProblem] = useState<string>();
  const { move, pending } = useMoveDispute(onClose);
  const current = detail.data?.dispute ?? dispute;
  const moves = disputeTransitions[current.status];
  const money = detail.data?.money;
  const { owner, requester } = current.trade;
  const memberName = (id: string | null) =>
    id === owner?.id ? nameOf(owner) : id === requester?.id ? nameOf(requester) : 'Unknown User';
  const names = { payer: memberName(money?.payerId ?? null), payee: memberName(money?.payeeId ?? null) };

  const resolve = () => {
    const outcome = outcomeOf(choice, money?.heldCents ?? 0);
    if (outcome && 'problem' in outcome) return setProblem(outcome.problem);
    setProblem(undefined);
    move(current.id, { status: 'resolved', resolution, outcome });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-1.5rem)] max-w-2xl overflow-y-auto">
        <div className="grid gap-5 p-5 sm:p-6">
          <div className="grid gap-1.5 pr-8">
            <DialogTitle>Dispute details</DialogTitle>
            <DialogDescription>Opened {formatShortDateTime(current.createdAt)}</DialogDescription>
          </div>
          <dl className="grid gap-2.5">
            <DetailRow label="Type">{disputeTypeLabels[current.type]}</DetailRow>
            <DetailRow label="Priority">
              <PriorityBadge priority={current.priority} />
            </DetailRow>
            <DetailRow label="Status">
              <DisputeStatusBadge status={current.status} />
            </DetailRow>
            <DetailRow label="Opened by">{nameOf(current.initiator)}</DetailRow>
          </dl>
          <DisputeTrade trade={current.trade} />
          <Section title="Description">
            <p className="rounded-lg bg-surface-muted p-3 text-sm whitespace-pre-wrap">
              {current.description}
            </p>
          </Section>
          {current.photos.length > 0 ? (
            <Section title="Evidence">
              <div className="flex flex-wrap gap-2">
                {current.photos.map((photo, index) => (
                  <a key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
                    <img
                      src={photo.sizes?.['320'] ?? photo.url}
                      alt={`Evidence ${index + 1}`}
                      className="size-20 rounded-lg object-cover"
                    />
                  </a>
                ))}
              </div>
            </Section>
          ) : null}
          {detail.isPending ? (
            <Spinner label="Loading the trade..." />
          ) : detail.data ? (
            <>
              <Section title="Timeline">
                <ol className="grid gap-1 text-sm">
                  {detail.data.timeline.map((entry) => (
                    <li key={`${entry.at}-${entry.event}`} className="flex gap-3">
                      <time className="w-40 shrink-0 text-muted-foreground" dateTime={entry.at}>
                        {formatShortDateTime(entry.at)}
                      </time>
                      {entry.event}
                    </li>
                  ))}
                </ol>
              </Section>
              <Section title={`Messages (${detail.data.messages.length})`}>
                {detail.data.messages.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No messages</p>
                ) : (
                  <ol className="grid max-h-48 gap-1.5 overflow-y-auto rounded-lg border border-border p-2 text-sm">
                    {detail.data.messages.map((message) => (
                      <li key={message.id}>
                        <span className="font-medium">@{message.senderUsername ?? 'deleted'}</span>{' '}
                        <span className="text-xs text-muted-foreground">
                          {formatShortDateTime(message.createdAt)}
                        </span>
                        <p className="break-words whitespace-pre-wrap">{message.content}</p>
                      </li>
                    ))}
                  </ol>
                )}
              </Section>
            </>
          ) : (
            <p className="text-sm text-danger">Could not load the trade.</p>
          )}
          {current.status === 'resolved' ? (
            <p className="text-sm">
              Money: {formatCents(current.paidToPayeeCents ?? 0)} paid out,{' '}
              {formatCents(current.refundedCents ?? 0)} refunded.
            </p>
          ) : null}
          <DecisionNotes
            label="Resolution"
            placeholder="Describe the resolution or decision..."
            value={resolution}
            onChange={setResolution}
            disabled={moves.length === 0}
          />
          {moves.includes('resolved') && money && money.heldCents > 0 ? (
            <MoneyDecision
              money={money}
              names={names}
              choice={choice}
              onChange={setChoice}
              problem={problem}
            />
          ) : null}
          {moves.length > 0 ? (
            <div className="flex flex-wrap gap-2">
              {moves.includes('investigating') ? (
                <Button
                  variant="soft"
                  disabled={pending}
                  onClick={() => move(current.id, { status: 'investigating', resolution })}
                >
                  Investigate
                </Button>
              ) : null}
              <Button disabled={pending || !money} onClick={resolve}>
                Resolve
              </Button>
              <Button
                variant="secondary"
                disabled={pending}
                onClick={() => move(current.id, { status: 'closed', resolution })}
              >
                Close Dispute
              </Button>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">This dispute is {current.status}.</p>
          )}
          <AuditTrail subjectType="dispute" subjectId={current.id} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
