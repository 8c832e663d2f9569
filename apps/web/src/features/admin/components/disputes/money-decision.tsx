import type { DecideDispute, DisputeCase } from '@swapyard/domain/disputes';
import { formatCents, parseDollarsToCents } from '@swapyard/domain/money';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { MoneyInput } from '@/components/ui/money-input';

export type MoneyChoice = { kind: 'pay_payee' | 'refund_payer' | 'split'; splitDollars: string };

/** The decision to send, or a problem to show instead. */
export function outcomeOf(
  choice: MoneyChoice,
  heldCents: number,
): DecideDispute['outcome'] | { problem: string } {
  if (heldCents === 0) return undefined;
  if (choice.kind !== 'split') return { kind: choice.kind };
  const cents = parseDollarsToCents(choice.splitDollars);
  if (cents === null) return { problem: 'Enter the amount paid out, e.g. 12.50' };
  if (cents > heldCents) return { problem: `At most ${formatCents(heldCents)}` };
  return { kind: 'split', toPayeeCents: cents };
}

/**
 * Where the money still held for the trade goes when the dispute is resolved (docs/product/disputes.md): all to the
 * member being paid, all back to the member who paid, or split.
 */
export function MoneyDecision({
  money,
  names,
  choice,
  onChange,
  problem,
}: {
  money: DisputeCase['money'];
  names: { payer: string; payee: string };
  choice: MoneyChoice;
  onChange: (choice: MoneyChoice) => void;
  problem?: string;
}) {
  const splitId = useId();
  const held = formatCents(money.heldCents);
  const options = [
    { kind: 'pay_payee', label: `Pay ${names.payee} the ${held}` },
    { kind: 'refund_payer', label: `Refund ${names.payer} the ${held}` },
    { kind: 'split', label: 'Split it' },
  ] as const;
  return (
    <fieldset className="grid gap-2 rounded-xl border border-border p-3">
      <legend className="px-1 text-sm font-semibold">Money held for this trade: {held}</legend>
      {options.map((option) => (
        <label key={option.kind} className="flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="radio"
            name="dispute-money"
            checked={choice.kind === option.kind}
            onChange={() => onChange({ ...choice, kind: option.kind })}
          />
          {option.label}
        </label>
      ))}
      {choice.kind === 'split' ? (
        <div className="grid gap-1.5 pl-6">
          <Label htmlFor={splitId}>Paid to {names.payee} (the rest goes back)</Label>
          <MoneyInput
            id={splitId}
            value={choice.splitDollars}
            minCents={0}
            maxCents={money.heldCents}
            onChange={(event) => onChange({ ...choice, splitDollars: event.target.value })}
            aria-invalid={!!problem}
          />
          {problem ? <p className="text-sm text-danger">{problem}</p> : null}
        </div>
      ) : null}
    </fieldset>
  );
}
