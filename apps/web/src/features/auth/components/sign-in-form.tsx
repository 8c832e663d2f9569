import { authMessages, signInInputSchema, type SignInInput } from '@swapyard/domain/auth';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/errors';
import { useSignIn } from '../api/sign-in';
import { fieldErrors, type FieldErrors } from './field-errors';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

type SignInFormProps = {
  /** Opens the recovery form, prefilled when the identifier typed so far is an e-mail address. */
  onForgotPassword: (identifier: string) => void;
  onTwoFactorRequired: () => void;
  /** The session exists: the page routes the member on (first-time survey, or back where they came from). */
  onSignedIn: () => void;
};

export function SignInForm({ onForgotPassword, onTwoFactorRequired, onSignedIn }: SignInFormProps) {
  const signIn = useSignIn();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<SignInInput>>({});
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = signInInputSchema.safeParse({ identifier, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const { twoFactorRequired } = await signIn.mutateAsync(parsed.data);
      if (twoFactorRequired) onTwoFactorRequired();
      else onSignedIn();
    } catch (error) {
      toast.error(authMessages.signInFailed, { description: errorMessage(error) });
      setPending(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5">
      <FormField
        label="Email or username"
        name="identifier"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com or alexm"
        value={identifier}
        onChange={(e) => setIdentifier(e.target.value)}
        error={errors.identifier}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        labelAside={
          <button
            type="button"
            onClick={() => onForgotPassword(identifier.includes('@') ? identifier.trim() : '')}
            className="cursor-pointer rounded text-sm font-medium text-primary hover:underline dark:text-brand"
          >
            Forgot password?
          </button>
        }
      />
      <SubmitButton pending={pending} pendingLabel="Signing in...">
        Sign In
      </SubmitButton>
    </form>
  );
}
