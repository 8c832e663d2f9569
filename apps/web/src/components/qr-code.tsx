import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';

/**
 * `value` as a QR code (an authenticator app's otpauth:// URI, a meetup's handover code). `qrcode` is loaded only
 * here (dynamic import), so it stays out of the bundle of every route that shows none. Always dark on white:
 * scanners need that contrast, even in dark mode. `fallback` says what to do instead when it cannot be drawn.
 */
export function QrCode({ value, label, fallback }: { value: string; label: string; fallback: string }) {
  const [svg, setSvg] = useState<{ value: string; url: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then((qrcode) => qrcode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => {
        if (!cancelled)
          setSvg({ value, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [value]);

  return (
    <div className="flex size-44 items-center justify-center rounded-xl border border-border bg-white p-2">
      {svg?.value === value ? (
        <img src={svg.url} alt={label} className="size-full" />
      ) : failed ? (
        <p className="px-2 text-center text-xs text-neutral-700">{fallback}</p>
      ) : (
        <span className="text-neutral-700">
          <Spinner />
        </span>
      )}
    </div>
  );
}
