import {
  memberVerificationStatusLabels,
  submittableVerificationTypes,
  verificationTypeLabels,
  type MemberVerification,
  type SubmittableVerificationType,
} from '@swapyard/domain/verifications';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { formatShortDate } from '@/lib/format';
import { useMyVerifications } from '../api/my-verifications';
import { StatusBadge } from './status-badge';
import { VerificationFormDialog } from './verification-form-dialog';

const isSubmittable = (type: MemberVerification['type']): type is SubmittableVerificationType =>
  (submittableVerificationTypes as readonly string[]).includes(type);

/**
 * Settings' Verification card (docs/product/verification.md, "Your verifications"): each of the member's
 * verifications with its status ('Pending review', 'Verified', or 'Rejected' with the reason), a way to submit
 * one, and to submit again after a rejection.
 */
export function VerificationCard() {
  const mine = useMyVerifications();
  const [open, setOpen] = useState(false);
  const [initialType, setInitialType] = useState<SubmittableVerificationType | undefined>();
  const verifications = mine.data?.verifications ?? [];
  // A type waiting for review or already verified cannot be submitted again (the server says so too).
  const blocked = new Set(verifications.filter((v) => v.status !== 'rejected').map((v) => v.type));
  const open_ = (type?: SubmittableVerificationType) => {
    setInitialType(type);
    setOpen(true);
  };
  const anyLeft = submittableVerificationTypes.some((type) => !blocked.has(type));

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck aria-hidden className="size-5 text-primary dark:text-brand" />
          Verification
        </CardTitle>
        <CardDescription>
          Verify your identity to earn the verified badge on your profile. Your documents stay private.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {mine.isPending ? (
          <Spinner label="Loading your verifications..." />
        ) : mine.isError ? (
          <p className="text-sm text-danger dark:text-red-400">{errorMessage(mine.error)}</p>
        ) : verifications.length > 0 ? (
          <ul aria-label="Your verifications" className="grid gap-2">
            {verifications.map((verification, index) => {
              // Only the newest rejection of a type offers to try again, and only while none is open.
              const newestOfType = verifications.findIndex((v) => v.type === verification.type) === index;
              const again =
                verification.status === 'rejected' &&
                newestOfType &&
                isSubmittable(verification.type) &&
                !blocked.has(verification.type);
              return (
                <li
                  key={verification.id}
                  className="grid gap-2 rounded-xl border border-border p-3 sm:flex sm:items-start sm:justify-between"
                >
                  <div className="grid min-w-0 gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{verificationTypeLabels[verification.type]}</span>
                      <StatusBadge
                        status={verification.status}
                        label={memberVerificationStatusLabels[verification.status]}
                      />
                    </div>
                    <p className="text-xs text-muted-foreground">
                      Submitted {formatShortDate(verification.createdAt)}
                      {verification.decidedAt ? ` · decided ${formatShortDate(verification.decidedAt)}` : ''}
                    </p>
                    {verification.status === 'rejected' && verification.rejectionReason ? (
                      <p className="text-sm break-words">
                        <span className="font-medium">Reason:</span> {verification.rejectionReason}
                      </p>
                    ) : null}
                  </div>
                  {again ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      className="justify-self-start"
                      onClick={() => open_(verification.type as SubmittableVerificationType)}
                    >
                      Submit again
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">You have not submitted a verification yet.</p>
        )}
        {anyLeft && !mine.isPending ? (
          <Button className="justify-self-start" onClick={() => open_()}>
            <ShieldCheck aria-hidden className="size-4" />
            Verify your identity
          </Button>
        ) : null}
      </CardContent>
      <VerificationFormDialog open={open} onOpenChange={setOpen} initialType={initialType} />
    </Card>
  );
}
