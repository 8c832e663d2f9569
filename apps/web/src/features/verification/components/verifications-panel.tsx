import {
  staffVerificationStatusLabels,
  verificationTypeLabels,
  type StaffVerification,
  type StaffVerificationFilter,
} from '@swapyard/domain/verifications';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { LoadMoreButton } from '@/components/load-more-button';
import { ProfileAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/errors';
import { formatShortDate } from '@/lib/format';
import { useMediaQuery } from '@/lib/use-media-query';
import { useStaffVerifications } from '../api/staff-verifications';
import { documentCountLabel } from '../lib/labels';
import { StatusBadge } from './status-badge';
import { VerificationReviewDialog } from './verification-review-dialog';

/**
 * The dashboard's Verify tab (docs/product/verification.md, "Review"): the pending verifications (with their count)
 * or all of them, newest first, each opened for review.
 */
export function VerificationsPanel() {
  const [filter, setFilter] = useState<StaffVerificationFilter>('pending');
  const list = useStaffVerifications(filter);
  const [reviewing, setReviewing] = useState<StaffVerification | null>(null);
  // A table from Tailwind's `sm` up; on phones, one card per verification (six columns do not fit 375 px).
  const wide = useMediaQuery('(min-width: 640px)');
  const rows = list.data?.pages.flatMap((page) => page.verifications) ?? [];
  const pendingCount = list.data?.pages[0]?.pendingCount;
  // The dialog follows the list: after a decision the refetched row shows its new status.
  const shown = reviewing ? (rows.find((row) => row.id === reviewing.id) ?? reviewing) : null;

  return (
    <section aria-labelledby="verifications-heading" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="verifications-heading" className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck aria-hidden className="size-5 text-primary dark:text-brand" />
          Identity Verifications
        </h2>
        <Tabs value={filter} onValueChange={(value) => setFilter(value as StaffVerificationFilter)}>
          <TabsList aria-label="Which verifications">
            <TabsTrigger value="pending">
              Pending{pendingCount === undefined ? '' : ` (${pendingCount})`}
            </TabsTrigger>
            <TabsTrigger value="all">All</TabsTrigger>
          </TabsList>
        </Tabs>
      </div>

      {list.isPending ? (
        <Spinner label="Loading verifications..." />
      ) : list.isError ? (
        <div className="grid justify-items-start gap-2">
          <p className="text-sm text-danger dark:text-red-400">{errorMessage(list.error)}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          {filter === 'pending' ? 'No verifications are waiting for review.' : 'No verifications yet.'}
        </p>
      ) : !wide ? (
        <ul aria-label="Verifications" className="grid gap-2">
          {rows.map((row) => (
            <li key={row.id} className="grid gap-2 rounded-xl border border-border p-3">
              <div className="flex items-start justify-between gap-2">
                <MemberCell verification={row} />
                <StatusBadge status={row.status} label={staffVerificationStatusLabels[row.status]} />
              </div>
              <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
                <span className="font-medium text-foreground">{verificationTypeLabels[row.type]}</span>
                <span>{formatShortDate(row.createdAt)}</span>
                <span>{documentCountLabel(row.documentCount)}</span>
              </p>
              <ReviewButton verification={row} onReview={setReviewing} className="justify-self-start" />
            </li>
          ))}
        </ul>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="bg-surface-muted text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  User
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Type
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Submitted
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Documents
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-3 py-2">
                    <MemberCell verification={row} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{verificationTypeLabels[row.type]}</td>
                  <td className="px-3 py-2">
                    <StatusBadge status={row.status} label={staffVerificationStatusLabels[row.status]} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatShortDate(row.createdAt)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{documentCountLabel(row.documentCount)}</td>
                  <td className="px-3 py-2 text-right">
                    <ReviewButton verification={row} onReview={setReviewing} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMoreButton pages={list} />
      {shown ? (
        <VerificationReviewDialog
          verification={shown}
          open
          onOpenChange={(open) => {
            if (!open) setReviewing(null);
          }}
        />
      ) : null}
    </section>
  );
}

function ReviewButton({
  verification,
  onReview,
  className,
}: {
  verification: StaffVerification;
  onReview: (verification: StaffVerification) => void;
  className?: string;
}) {
  return (
    <Button
      size="sm"
      variant="secondary"
      className={className}
      onClick={() => onReview(verification)}
      aria-label={`Review ${verificationTypeLabels[verification.type]} verification of ${verification.user?.fullName ?? 'a deleted member'}`}
    >
      Review
    </Button>
  );
}

function MemberCell({ verification }: { verification: StaffVerification }) {
  const { user } = verification;
  if (!user) return <span className="text-muted-foreground">Deleted member</span>;
  return (
    <div className="flex min-w-0 items-center gap-2">
      <ProfileAvatar profile={user} className="size-8" />
      <div className="min-w-0">
        <div className="truncate font-medium">{user.fullName}</div>
        <div className="truncate text-xs text-muted-foreground">@{user.username}</div>
      </div>
    </div>
  );
}
