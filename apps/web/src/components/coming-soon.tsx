import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/page';

/** An honest placeholder for a part of the product that later work fills in: no sample data, no fake figures. */
export function ComingSoon({
  title,
  children,
  icon,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <EmptyState icon={icon ?? <Sparkles />} title={title}>
      {children}
    </EmptyState>
  );
}
