import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/errors';

/** The password check before turning two-factor on or off; the server's reason shows under the field. */
export function PasswordStep({
  submitLabel,
  pendingLabel,
  pending,
  error,
  danger = false,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  error: unknown;
  danger?: boolean;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setMissing(true);
    setMissing(false);
    onSubmit(password);
  }

  const shown = missing ? 'Please enter your password' : error ? errorMessage(error) : undefined;
  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5">
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={shown}
        autoFocus
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
