import { toast } from '@/lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { PasswordStep } from './two-factor-password-step';

/** Turning two-factor off asks for the password (better-auth checks it). */
export function TwoFactorDisableDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const disable = useDisableTwoFactor();

  function handleOpenChange(next: boolean) {
    onOpenChange(next);
    if (!next) disable.reset();
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="p-5 sm:p-6">
        <div className="mb-5 grid gap-1.5 pr-8">
          <DialogTitle>Turn off two-factor authentication</DialogTitle>
          <DialogDescription>
            Enter your password. Signing in will no longer ask for a code from your authenticator app.
          </DialogDescription>
        </div>
        <PasswordStep
          submitLabel="Turn off"
          pendingLabel="Turning off..."
          danger
          pending={disable.isPending}
          error={disable.error}
          onCancel={() => handleOpenChange(false)}
          onSubmit={(password) =>
            disable.mutate(password, {
              onSuccess: () => {
                toast.success('Two-factor authentication disabled');
                handleOpenChange(false);
              },
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
