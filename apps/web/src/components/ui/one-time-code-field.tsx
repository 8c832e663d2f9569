import { FormField } from './form-field';

interface Props {
  value: string;
  /** Called with digits only, at most 6: pasted spaces or dashes never reach the form. */
  onChange: (code: string) => void;
  error?: string | undefined;
  autoFocus?: boolean;
}

/** The 6-digit authenticator code (two-factor sign-in and enrolment), with the phone's one-time-code keyboard. */
export function OneTimeCodeField({ value, onChange, error, autoFocus }: Props) {
  return (
    <FormField
      label="Authentication code"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      placeholder="123456"
      className="text-center font-mono text-lg tracking-[0.4em]"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      error={error}
      autoFocus={autoFocus}
    />
  );
}
