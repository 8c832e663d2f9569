import {
  REJECTION_REASON_MAX_LENGTH,
  staffVerificationStatusLabels,
  verificationTexts,
  verificationTypeLabels,
  type DecideVerification,
  type StaffVerification,
} from '@swapyard/domain/verifications';
import { Check, X } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ProfileAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { AuditTrail } from '@/features/audit';
import { formatShortDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDecideVerification } from '../api/staff-verifications';
import { FieldError } from './field-error';
import { StatusBadge } from './status-badge';

type Props = {
  verification: StaffVerification;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Review one verification (docs/product/verification.md, "Review"): who, what, when, what the member typed, and
 * their document photos (through the endpoint that checks staff access; a thumbnail opens the full photo). While it
 * is pending: Approve, or Reject with a reason the member will read.
 */
export function VerificationReviewDialog({ verification: v, open, onOpenChange }: Props) {
  const decide = useDecideVerification();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const reasonId = useId();
  const pending = v.status === 'pending';

  const close = (next: boolean) => {
    if (!next) {
      setRejecting(false);
      setReason('');
      setReasonError(undefined);
    }
    onOpenChange(next);
  };

  const send = (decision: DecideVerification) =>
    decide.mutate(
      { id: v.id, decision },
      {
        onSuccess: () => {
          toast.success(
            decision.decision === 'approve'
              ? verificationTexts.approvedToast
              : verificationTexts.rejectedToast,
          );
          close(false);
        },
        onError: () =>
          toast.error(verificationTexts.errorToast, { description: verificationTexts.errorToastDescription }),
      },
    );

  const onReject = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setReasonError(verificationTexts.reasonRequired);
      return;
    }
    send({ decision: 'reject', reason: trimmed });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="top-[4vh] max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto sm:top-[6vh]">
        <div className="grid gap-5 p-5 sm:p-6">
          <div className="grid gap-1.5 pr-8">
            <DialogTitle>Review verification</DialogTitle>
            <DialogDescription>
              Compare the details with the document photos before deciding. The member is told the outcome.
            </DialogDescription>
          </div>

          <div className="flex items-center gap-3">
            {v.user ? (
              <>
                <ProfileAvatar profile={v.user} className="size-11" />
                <div className="min-w-0">
                  <div className="truncate font-semibold">{v.user.fullName}</div>
                  <div className="truncate text-sm text-muted-foreground">@{v.user.username}</div>
                </div>
              </>
            ) : (
              <span className="text-muted-foreground">Deleted member</span>
            )}
          </div>

          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <Detail term="Type">{verificationTypeLabels[v.type]}</Detail>
            <Detail term="Status">
              <StatusBadge status={v.status} label={staffVerificationStatusLabels[v.status]} />
            </Detail>
            <Detail term="Submitted">{formatShortDateTime(v.createdAt)}</Detail>
            {v.verifiedAt ? <Detail term="Verified">{formatShortDateTime(v.verifiedAt)}</Detail> : null}
            {v.rejectedAt ? <Detail term="Rejected">{formatShortDateTime(v.rejectedAt)}</Detail> : null}
            {v.decidedBy ? <Detail term="Decided by">@{v.decidedBy.username}</Detail> : null}
            {v.rejectionReason ? (
              <Detail term="Reason" wide>
                {v.rejectionReason}
              </Detail>
            ) : null}
          </dl>

          <section aria-labelledby={`${reasonId}-submitted`} className="grid gap-2">
            <h3 id={`${reasonId}-submitted`} className="text-sm font-semibold">
              Submitted information
            </h3>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-xl bg-surface-muted p-3 text-sm sm:grid-cols-2">
              <Detail term="First name">{v.firstName ?? '—'}</Detail>
              <Detail term="Last name">{v.lastName ?? '—'}</Detail>
              <Detail term="Date of birth">{v.dateOfBirth ?? '—'}</Detail>
              <Detail term="Address" wide>
                <span className="whitespace-pre-line">{v.address ?? '—'}</span>
              </Detail>
            </dl>
          </section>

          <section aria-labelledby={`${reasonId}-documents`} className="grid gap-2">
            <h3 id={`${reasonId}-documents`} className="text-sm font-semibold">
              Documents
            </h3>
            {v.documents.length > 0 ? (
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {v.documents.map((document, index) => (
                  <li key={document.url}>
                    <a
                      href={document.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="block aspect-[4/3] overflow-hidden rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      <img
                        src={document.thumbnailUrl}
                        alt={`Document ${index + 1} of ${v.documents.length}, opens the full photo`}
                        className="size-full object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">
                {v.documentsRemovedAt ? verificationTexts.documentsRemoved : 'No documents.'}
              </p>
            )}
          </section>

          {pending && !rejecting ? (
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" disabled={decide.isPending} onClick={() => setRejecting(true)}>
                <X aria-hidden className="size-4" />
                Reject
              </Button>
              <Button disabled={decide.isPending} onClick={() => send({ decision: 'approve' })}>
                {decide.isPending ? <Spinner className="size-4" /> : <Check aria-hidden className="size-4" />}
                Approve
              </Button>
            </div>
          ) : null}

          {pending && rejecting ? (
            <form onSubmit={onReject} noValidate className="grid gap-2">
              <Label htmlFor={reasonId}>Reason for rejection</Label>
              <textarea
                id={reasonId}
                value={reason}
                maxLength={REJECTION_REASON_MAX_LENGTH}
                rows={3}
                placeholder="The member reads this, e.g. 'The photo is too blurry to read your name.'"
                onChange={(event) => {
                  setReason(event.target.value);
                  setReasonError(undefined);
                }}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${reasonId}-error` : `${reasonId}-count`}
                className="min-h-20 w-full rounded-xl border border-input bg-surface px-3.5 py-2.5 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none aria-invalid:border-danger sm:text-sm"
              />
              <p id={`${reasonId}-count`} className="text-xs text-muted-foreground">
                {reason.length} / {REJECTION_REASON_MAX_LENGTH}
              </p>
              <FieldError id={`${reasonId}-error`} message={reasonError} />
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="secondary" disabled={decide.isPending} onClick={() => setRejecting(false)}>
                  Back
                </Button>
                <Button type="submit" variant="danger" disabled={decide.isPending}>
                  {decide.isPending ? <Spinner className="size-4" /> : null}
                  Reject verification
                </Button>
              </div>
            </form>
          ) : null}

          <AuditTrail subjectType="verification" subjectId={v.id} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

function Detail({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}
