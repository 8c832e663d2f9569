import {
  memberAdminTexts,
  SUSPENSION_REASON_MAX_LENGTH,
  type StaffUserDetail,
} from '@swapyard/domain/member-admin';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/errors';
import { formatShortDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useSuspension } from '../api/admin-users';

/**
 * Suspend a member with a reason, or lift their suspension (admins; docs/product/moderation.md, "Suspending a
 * member"). Staff members and oneself cannot be suspended: the tab says so instead of offering it.
 */
export function SuspensionTab({ user, isSelf }: { user: StaffUserDetail; isSelf: boolean }) {
  const { suspend, unsuspend } = useSuspension(user.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const reasonId = useId();

  if (user.suspension) {
    const lift = () =>
      unsuspend.mutate(undefined, {
        onSuccess: () => toast.success('Success', { description: 'Suspension lifted' }),
        onError: (failure) =>
          toast.error('Error', { description: `Failed to unsuspend user: ${errorMessage(failure)}` }),
      });
    return (
      <div className="grid gap-4">
        <dl className="grid gap-2 text-sm">
          <div>
            <dt className="text-muted-foreground">Suspended</dt>
            <dd>
              <time dateTime={user.suspension.at}>{formatShortDateTime(user.suspension.at)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Reason</dt>
            <dd className="break-words whitespace-pre-line">{user.suspension.reason}</dd>
          </div>
        </dl>
        <Button className="justify-self-start" onClick={lift} disabled={unsuspend.isPending}>
          {unsuspend.isPending ? 'Unsuspending...' : 'Unsuspend'}
        </Button>
      </div>
    );
  }

  if (isSelf || user.roles.length > 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {isSelf ? memberAdminTexts.suspendYourself : memberAdminTexts.suspendStaff}
      </p>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setError(memberAdminTexts.reasonRequired);
    suspend.mutate(trimmed, {
      onSuccess: () => {
        setReason('');
        toast.success('Success', { description: 'Member suspended' });
      },
      onError: (failure) =>
        toast.error('Error', { description: `Failed to suspend user: ${errorMessage(failure)}` }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        A suspended member is signed out everywhere and cannot sign in; their listings and profile are hidden
        from everyone but staff until the suspension is lifted.
      </p>
      <div className="grid gap-2">
        <Label htmlFor={reasonId}>Reason</Label>
        <textarea
          id={reasonId}
          value={reason}
          maxLength={SUSPENSION_REASON_MAX_LENGTH}
          placeholder="Why is this member suspended?"
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${reasonId}-error` : undefined}
          className="min-h-24 w-full rounded-xl border border-input bg-surface px-3.5 py-2.5 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none aria-invalid:border-danger sm:text-sm"
        />
        {error ? (
          <p id={`${reasonId}-error`} role="alert" className="text-sm text-danger dark:text-red-400">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="danger" className="justify-self-start" disabled={suspend.isPending}>
        {suspend.isPending ? 'Suspending...' : 'Suspend'}
      </Button>
    </form>
  );
}
