import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useEnableTwoFactor, type TwoFactorEnrolment } from '../api/enable-two-factor';
import { BackupCodesStep } from './two-factor-backup-codes-step';
import { PasswordStep } from './two-factor-password-step';
import { ScanStep } from './two-factor-scan-step';

type Step =
  | { name: 'password' }
  | { name: 'scan'; enrolment: TwoFactorEnrolment }
  | { name: 'backup'; enrolment: TwoFactorEnrolment };

const titles = {
  password: ['Turn on two-factor authentication', 'Enter your password to set up an authenticator app.'],
  scan: ['Set up your authenticator app', 'Scan the QR code, then enter the code the app shows.'],
  backup: [
    'Save your backup codes',
    'Two-factor authentication is on. Each code signs you in once if you lose your authenticator app.',
  ],
} as const;

/**
 * Enrolment: password → better-auth creates a secret (QR code and key) → a first code from the app turns two-factor
 * on → the backup codes, shown this once. Closing before the code leaves two-factor off.
 */
export function TwoFactorEnrolDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [step, setStep] = useState<Step>({ name: 'password' });
  const enable = useEnableTwoFactor();
  const [title, description] = titles[step.name];

  function handleOpenChange(next: boolean) {
    onOpenChange(next);
    // Every opening starts over: a new secret is made each time.
    if (!next) {
      setStep({ name: 'password' });
      enable.reset();
    }
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        className="max-h-[88vh] overflow-y-auto p-5 sm:p-6"
        // A stray click outside must not throw away a half-done setup or unsaved backup codes.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <div className="mb-5 grid gap-1.5 pr-8">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </div>
        {step.name === 'password' ? (
          <PasswordStep
            submitLabel="Continue"
            pendingLabel="Checking..."
            pending={enable.isPending}
            error={enable.error}
            onCancel={() => handleOpenChange(false)}
            onSubmit={(password) =>
              enable.mutate(password, { onSuccess: (enrolment) => setStep({ name: 'scan', enrolment }) })
            }
          />
        ) : step.name === 'scan' ? (
          <ScanStep
            totpUri={step.enrolment.totpURI}
            onConfirmed={() => {
              toast.success('Two-factor authentication enabled', {
                description: 'Signing in will now ask for a code from your authenticator app.',
              });
              setStep({ name: 'backup', enrolment: step.enrolment });
            }}
          />
        ) : (
          <BackupCodesStep enrolment={step.enrolment} onDone={() => handleOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
