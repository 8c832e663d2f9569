import { PASSWORD_MIN_LENGTH, passwordSchema } from '@swapyard/domain/auth';
import { appRoutes } from '@swapyard/domain/routes';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { useResetPassword } from '../api/reset-password';
import { newPasswordProblem } from '../lib/common-password';
import { AuthLayout } from '../components/auth-layout';
import { PasswordField } from '../components/password-field';
import { SubmitButton } from '../components/submit-button';

type Errors = { password?: string | undefined; confirm?: string | undefined };

/** /auth/reset-password?token=…: the page the recovery e-mail's link lands on. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // better-auth sends people here with ?error=INVALID_TOKEN when the link is expired or already used.
  const linkError = searchParams.get('error');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  if (!token || linkError) {
    return (
      <AuthLayout>
        <div className="grid gap-5 text-center">
          <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
            <KeyRound aria-hidden className="size-7" />
          </div>
          <div className="grid gap-2">
            <h1 className="text-xl font-semibold tracking-tight">This reset link doesn't work</h1>
            <p className="text-sm text-muted-foreground">
              It may have expired or been used already. Ask for a new one from the sign-in screen.
            </p>
          </div>
          <Button asChild size="lg">
            <Link to={appRoutes.auth}>Back to sign in</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) next.password = parsed.error.issues[0]?.message;
    else next.password = await newPasswordProblem(password);
    if (confirm !== password) next.confirm = 'Passwords do not match';
    setErrors(next);
    if (next.password || next.confirm || !token) return;
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          toast.success('Password updated', { description: 'You can now sign in with your new password.' });
          navigate(appRoutes.auth, { replace: true });
        },
        onError: (error) => toast.error('Password reset failed', { description: errorMessage(error) }),
      },
    );
  }

  return (
    <AuthLayout
      heading="Choose a new password"
      intro={`Use at least ${PASSWORD_MIN_LENGTH} characters, and not a common password. You'll sign in with it next.`}
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate className="grid gap-5">
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          autoFocus
        />
        <PasswordField
          label="Confirm new password"
          name="confirm"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirm}
        />
        <SubmitButton pending={reset.isPending} pendingLabel="Saving...">
          Update password
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
