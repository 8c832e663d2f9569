import { formatCents } from '@swapyard/domain/money';
import { Eye, EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** What a hidden balance shows instead of the figure. */
export const HIDDEN_AMOUNT = '••••••';

const tones = {
  credit: 'from-indigo-600 to-violet-600 dark:from-indigo-700 dark:to-violet-800',
  cash: 'from-emerald-600 to-teal-600 dark:from-emerald-700 dark:to-teal-800',
} as const;

/**
 * One of the member's two wallets: its balance (which the eye button hides and shows), a line saying what the
 * wallet is for, and the wallet's action. Money the wallet set aside for an offer or a trade is still in its balance
 * (docs/product/wallet.md "Balances"); while some is, the card also says how much is available and how much on hold.
 */
export function WalletCard({
  tone,
  title,
  icon,
  description,
  availableCents,
  heldCents,
  hidden,
  onToggleHidden,
  action,
  footnote,
}: {
  tone: keyof typeof tones;
  title: string;
  icon: ReactNode;
  description: string;
  /** What the wallet can spend now. */
  availableCents: number;
  /** What it set aside for offers and trades not yet completed; the balance is both. */
  heldCents: number;
  hidden: boolean;
  onToggleHidden: () => void;
  action: ReactNode;
  /** A line under the action (e.g. why it is disabled). */
  footnote?: ReactNode;
}) {
  const headingId = `wallet-${tone}-title`;
  const show = (cents: number) => (hidden ? HIDDEN_AMOUNT : formatCents(cents));
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col gap-4 overflow-hidden rounded-2xl bg-gradient-to-br p-5 text-white shadow-md sm:p-6',
        tones[tone],
      )}
    >
      {/* A soft circle for depth; purely decorative. */}
      <div
        aria-hidden
        className="pointer-events-none absolute -top-16 -right-16 size-48 rounded-full bg-white/10"
      />
      <div className="relative flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-white/15 [&_svg]:size-5">
            {icon}
          </span>
          <div>
            <h2 id={headingId} className="text-base leading-tight font-semibold">
              {title}
            </h2>
            <p className="text-sm text-white/80">{description}</p>
          </div>
        </div>
        <button
          type="button"
          onClick={onToggleHidden}
          aria-label={hidden ? `Show ${title} balance` : `Hide ${title} balance`}
          aria-pressed={hidden}
          className="inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-white/90 transition-colors hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white [&_svg]:size-5"
        >
          {hidden ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        </button>
      </div>

      <div className="relative grid gap-1">
        <p className="text-sm text-white/75">Balance</p>
        <p
          className="text-3xl font-bold tracking-tight tabular-nums sm:text-4xl"
          data-testid={`${tone}-balance`}
        >
          {show(availableCents + heldCents)}
        </p>
        {heldCents > 0 ? (
          <p className="text-sm text-white/85" data-testid={`${tone}-split`}>
            <span className="tabular-nums">{show(availableCents)}</span> available ·{' '}
            <span className="tabular-nums">{show(heldCents)}</span> on hold
          </p>
        ) : null}
      </div>

      <div className="relative mt-auto grid gap-2">
        {action}
        {footnote ? <p className="text-xs text-white/80">{footnote}</p> : null}
      </div>
    </section>
  );
}
