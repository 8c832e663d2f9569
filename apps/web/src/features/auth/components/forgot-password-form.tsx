import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/errors';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { SubViewHeader } from './sub-view-header';
import { SubmitButton } from './submit-button';

const emailSchema = z.email('Please enter a valid email address');

export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email.trim());
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    request.mutate(parsed.data, {
      onSuccess: () => setSentTo(parsed.data),
      onError: (err) => toast.error('Password reset failed', { description: errorMessage(err) }),
    });
  }

  if (sentTo) {
    return (
      <div className="grid gap-5 text-center" role="status">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <MailCheck aria-hidden className="size-7" />
        </div>
        <div className="grid gap-2">
          <h2 className="text-xl font-semibold tracking-tight">Check your inbox</h2>
          <p className="text-sm text-muted-foreground">
            If an account exists for <span className="font-medium text-foreground">{sentTo}</span>, we sent it
            a link to reset your password.
          </p>
        </div>
        <Button variant="secondary" size="lg" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    );
  }

  return (
    <>
      <SubViewHeader
        title="Reset your password"
        description="Enter the email address of your account and we'll send you a link to choose a new password."
        onBack={onBack}
      />
      <form onSubmit={handleSubmit} noValidate className="grid gap-5">
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
          autoFocus
        />
        <SubmitButton pending={request.isPending} pendingLabel="Sending...">
          Send reset link
        </SubmitButton>
      </form>
    </>
  );
}
