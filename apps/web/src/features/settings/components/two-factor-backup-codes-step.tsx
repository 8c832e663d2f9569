import { Copy, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { TwoFactorEnrolment } from '../api/enable-two-factor';
import { copyText, downloadText } from '../lib/copy-and-download';
import { backupCodesFile, parseTotpUri } from '../lib/totp-uri';

/** The backup codes, shown this once, with copy and download. */
export function BackupCodesStep({
  enrolment,
  onDone,
}: {
  enrolment: TwoFactorEnrolment;
  onDone: () => void;
}) {
  const account = parseTotpUri(enrolment.totpURI)?.account ?? 'your account';
  const file = backupCodesFile(enrolment.backupCodes, account);
  return (
    <div className="grid gap-5">
      <p className="rounded-xl bg-primary-soft px-4 py-3 text-sm text-primary-soft-foreground">
        Keep them somewhere safe: they are shown only now.
      </p>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-xl border border-border bg-surface-muted p-4 font-mono text-sm select-all"
      >
        {enrolment.backupCodes.map((code) => (
          <li key={code} className="text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={() => void copyText(enrolment.backupCodes.join('\n'), 'The backup codes')}
        >
          <Copy aria-hidden className="size-4" />
          Copy codes
        </Button>
        <Button variant="secondary" onClick={() => downloadText(file, 'swapyard-backup-codes.txt')}>
          <Download aria-hidden className="size-4" />
          Download
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
