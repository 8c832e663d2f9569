import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';

/** Title row of a step inside the auth card (recovery, two-factor), with a way back to the sign-in form. */
export function SubViewHeader({
  title,
  description,
  onBack,
  backLabel = 'Back to sign in',
}: {
  title: string;
  description: ReactNode;
  onBack: () => void;
  backLabel?: string;
}) {
  return (
    <div className="mb-6 grid gap-3">
      <button
        type="button"
        onClick={onBack}
        className="-ml-1 inline-flex w-fit cursor-pointer items-center gap-1.5 rounded-lg px-1 py-0.5 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {backLabel}
      </button>
      <div className="grid gap-1">
        <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
    </div>
  );
}
