import { authMessages } from '@swapyard/domain/auth';
import { MailCheck } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { useSendVerificationEmail } from '../api/send-verification-email';

/** Shown after sign-up: the account exists but needs its e-mail confirmed before anyone can sign in. */
export function CheckEmailPanel({ email, onDone }: { email: string; onDone: () => void }) {
  const resend = useSendVerificationEmail();

  return (
    <div className="grid gap-5 text-center" role="status">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <MailCheck aria-hidden className="size-7" />
      </div>
      <div className="grid gap-2">
        <h2 className="text-xl font-semibold tracking-tight">{authMessages.signUpSucceeded}</h2>
        <p className="text-sm text-muted-foreground">
          We sent a confirmation link to{' '}
          <span className="font-medium break-all text-foreground">{email}</span>. Open it to finish creating
          your account.
        </p>
      </div>
      <div className="grid gap-2">
        <Button size="lg" onClick={onDone}>
          Back to Sign In
        </Button>
        <Button
          variant="ghost"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(email, {
              onSuccess: () =>
                toast.success('Confirmation link sent', { description: `Sent again to ${email}.` }),
              onError: (error) =>
                toast.error('Could not resend the link', { description: errorMessage(error) }),
            })
          }
        >
          {resend.isPending ? 'Sending...' : "Didn't get it? Send the link again"}
        </Button>
      </div>
    </div>
  );
}
