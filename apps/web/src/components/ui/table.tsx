import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A data table that scrolls sideways inside its card on narrow screens instead of stretching the page (the staff
 * dashboard's tables).
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="w-full overflow-x-auto rounded-xl border border-border">
      <table className={cn('w-full min-w-[40rem] border-collapse text-sm', className)} {...props} />
    </div>
  );
}

export function TableHead({ className, ...props }: ComponentProps<'thead'>) {
  return (
    <thead className={cn('bg-surface-muted text-left text-xs text-muted-foreground', className)} {...props} />
  );
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" className={cn('px-3 py-2.5 font-medium whitespace-nowrap', className)} {...props} />;
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('border-t border-border px-3 py-2.5 align-middle', className)} {...props} />;
}
