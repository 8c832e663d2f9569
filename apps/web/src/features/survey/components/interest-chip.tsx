import { X } from 'lucide-react';

/** A chosen interest with its remove button ('Remove {interest}' for screen readers). */
export function InterestChip({ interest, onRemove }: { interest: string; onRemove: () => void }) {
  return (
    <li className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary px-3 py-1 text-sm font-medium text-primary-foreground shadow-xs">
      <span className="truncate">{interest}</span>
      <button
        type="button"
        aria-label={`Remove ${interest}`}
        onClick={onRemove}
        className="-mr-1.5 flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
      >
        <X aria-hidden className="size-3.5" />
      </button>
    </li>
  );
}
