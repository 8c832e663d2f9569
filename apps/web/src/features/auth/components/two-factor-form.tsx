import { authMessages, totpCodeSchema } from '@swapyard/domain/auth';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { OneTimeCodeField } from '@/components/ui/one-time-code-field';
import { errorMessage } from '@/lib/errors';
import { useVerifyTotp } from '../api/verify-totp';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { SubViewHeader } from './sub-view-header';
import { SubmitButton } from './submit-button';

/** The second step for members enrolled in authenticator-app two-factor. */
export function TwoFactorForm({ onBack }: { onBack: () => void }) {
  const verify = useVerifyTotp();
  const completeSignIn = useCompleteSignIn();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await verify.mutateAsync(parsed.data);
      await completeSignIn();
    } catch (err) {
      toast.error(authMessages.signInFailed, { description: errorMessage(err) });
      setPending(false);
    }
  }

  return (
    <>
      <SubViewHeader
        title="Two-factor authentication"
        description="Open your authenticator app and enter the 6-digit code for Swapyard."
        onBack={onBack}
      />
      <form onSubmit={handleSubmit} noValidate className="grid gap-5">
        <OneTimeCodeField value={code} onChange={setCode} error={error} autoFocus />
        <SubmitButton pending={pending} pendingLabel="Verifying...">
          Verify
        </SubmitButton>
      </form>
    </>
  );
}
