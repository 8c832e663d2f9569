import { totpCodeSchema } from '@swapyard/domain/auth';
import { Copy } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { QrCode } from '@/components/qr-code';
import { Button } from '@/components/ui/button';
import { OneTimeCodeField } from '@/components/ui/one-time-code-field';
import { errorMessage } from '@/lib/errors';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { copyText } from '../lib/copy-and-download';
import { groupSecret, parseTotpUri } from '../lib/totp-uri';

/** The QR code, the key for typing in by hand, and the first code that proves the app is set up. */
export function ScanStep({ totpUri, onConfirmed }: { totpUri: string; onConfirmed: () => void }) {
  const details = parseTotpUri(totpUri);
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string>();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message);
    setInvalid(undefined);
    confirm.mutate(parsed.data, { onSuccess: onConfirmed });
  }

  const error = invalid ?? (confirm.error ? errorMessage(confirm.error) : undefined);
  return (
    <div className="grid gap-5">
      <ol className="grid gap-5 text-sm">
        <li className="grid gap-3">
          <p>
            <span className="font-medium">1.</span> Scan this QR code with an authenticator app (Google
            Authenticator, 1Password, Authy, ...).
          </p>
          <div className="grid justify-items-center gap-3 sm:grid-cols-[auto_1fr] sm:items-center sm:justify-items-start">
            <QrCode
              value={totpUri}
              label="QR code for your authenticator app"
              fallback="The QR code could not be drawn. Enter the key below instead."
            />
            {details ? (
              <div className="grid w-full min-w-0 gap-2">
                <p className="text-muted-foreground">Can&apos;t scan it? Enter this key in the app:</p>
                <code
                  aria-label="Setup key"
                  data-testid="totp-secret"
                  data-secret={details.secret}
                  className="rounded-lg border border-border bg-surface-muted px-3 py-2 font-mono text-sm break-words select-all"
                >
                  {groupSecret(details.secret)}
                </code>
                <p className="text-xs text-muted-foreground">
                  Account: {details.account} · Time-based, 6 digits
                </p>
                <Button
                  variant="secondary"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => void copyText(details.secret, 'The setup key')}
                >
                  <Copy aria-hidden className="size-4" />
                  Copy key
                </Button>
              </div>
            ) : null}
          </div>
        </li>
        <li>
          <form onSubmit={handleSubmit} noValidate className="grid gap-3">
            <p>
              <span className="font-medium">2.</span> Enter the 6-digit code the app shows for Swapyard.
            </p>
            <OneTimeCodeField value={code} onChange={setCode} error={error} />
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending ? 'Verifying...' : 'Verify and turn on'}
            </Button>
          </form>
        </li>
      </ol>
    </div>
  );
}
