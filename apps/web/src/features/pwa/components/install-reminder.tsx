import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { installApp } from '../lib/pwa-actions';
import { msUntilNextPhase, reminderPhase } from '../lib/reminder-timing';

/**
 * The install reminder (docs/product/app-shell.md, "The installable app"): appears 5 s after the app becomes
 * installable and lasts 10 s, unless the member installs or dismisses it first. It never takes focus; above the
 * bottom navigation on phones, bottom right on desktop. The bar along its bottom edge shows the time left.
 */
export default function InstallReminder({ installableAt }: { installableAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  const [closed, setClosed] = useState(false);
  const phase = reminderPhase(installableAt, now);
  const left = msUntilNextPhase(installableAt, now);

  useEffect(() => {
    if (reminderPhase(installableAt, now) === 'over') return;
    // From the clock, not from `now`: the render may come a moment after the timer that asked for it.
    const wait = msUntilNextPhase(installableAt, Date.now()) ?? 0;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [installableAt, now]);

  if (phase !== 'visible' || closed) return null;

  const install = () => {
    setClosed(true);
    void installApp();
  };

  return (
    <section
      aria-label="Install Swapyard"
      className="fixed inset-x-3 bottom-[calc(5.25rem+env(safe-area-inset-bottom))] z-50 mx-auto max-w-sm overflow-hidden rounded-2xl border border-border bg-surface text-foreground shadow-xl shadow-black/10 md:right-6 md:bottom-6 md:left-auto md:mx-0 md:w-96"
    >
      <div className="flex items-start gap-3 p-4 pr-12">
        <img
          src="/icons/icon-192.png"
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-xl"
        />
        <div className="grid gap-1">
          <h2 className="text-base leading-tight font-semibold">Install Swapyard</h2>
          <p className="text-sm text-muted-foreground">
            Add Swapyard to your home screen for quick access and alerts about offers and messages.
          </p>
          <div className="mt-2 flex gap-2">
            <Button size="sm" onClick={install}>
              Install
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setClosed(true)}>
              Not now
            </Button>
          </div>
        </div>
      </div>
      <button
        type="button"
        aria-label="Close"
        onClick={() => setClosed(true)}
        className="absolute top-2 right-2 flex size-8 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X aria-hidden className="size-4" />
      </button>
      <style>{'@keyframes swapyard-reminder-time{from{transform:scaleX(1)}to{transform:scaleX(0)}}'}</style>
      <span
        aria-hidden
        className="absolute inset-x-0 bottom-0 h-1 origin-left bg-brand motion-reduce:hidden"
        style={{ animation: `swapyard-reminder-time ${left ?? 0}ms linear forwards` }}
      />
    </section>
  );
}
