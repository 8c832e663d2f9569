import { QrCode } from '@/components/qr-code';

/** The receiver's handover code at an agreed meetup, large and as a QR code, for the giver to enter. */
export function HandoverCode({ code, other }: { code: string; other: string }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl bg-surface-muted p-4 text-center">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Your handover code
      </p>
      <p
        data-testid="handover-code"
        className="font-mono text-4xl font-semibold tracking-[0.3em] tabular-nums"
      >
        {code}
      </p>
      <QrCode
        value={code}
        label={`Your handover code ${code} as a QR code`}
        fallback="The QR code could not be drawn. Show the code above instead."
      />
      <p className="max-w-sm text-sm text-muted-foreground">
        Show this code to {other} when you have the item. Only show it once you have checked the item.
      </p>
    </div>
  );
}
