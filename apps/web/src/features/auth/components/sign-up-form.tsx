import {
  authMessages,
  PASSWORD_MIN_LENGTH,
  signUpInputSchema,
  type SignUpInput,
} from '@swapyard/domain/auth';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/errors';
import { useSignUp } from '../api/sign-up';
import { newPasswordProblem } from '../lib/common-password';
import { fieldErrors, type FieldErrors } from './field-errors';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

const empty: SignUpInput = { fullName: '', username: '', email: '', password: '' };

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const signUp = useSignUp();
  const [values, setValues] = useState<SignUpInput>(empty);
  const [errors, setErrors] = useState<FieldErrors<SignUpInput>>({});

  const field = (name: keyof SignUpInput) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      // Clear a field's message as soon as it is being fixed.
      if (errors[name]) setErrors((errs) => ({ ...errs, [name]: undefined }));
    },
  });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = signUpInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    const passwordProblem = await newPasswordProblem(parsed.data.password);
    if (passwordProblem) {
      setErrors({ password: passwordProblem });
      return;
    }
    setErrors({});
    signUp.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(authMessages.signUpSucceeded, { description: authMessages.signUpSucceededText });
        onSignedUp(parsed.data.email);
      },
      onError: (error) => toast.error(authMessages.signUpFailed, { description: errorMessage(error) }),
    });
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className="grid gap-5">
      <FormField label="Full name" autoComplete="name" placeholder="Alex Morgan" {...field('fullName')} />
      <FormField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="alexm"
        hint="Letters, numbers, dots and underscores."
        {...field('username')}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
        {...field('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password.`}
        {...field('password')}
      />
      <SubmitButton pending={signUp.isPending} pendingLabel="Creating account...">
        Create Account
      </SubmitButton>
    </form>
  );
}
