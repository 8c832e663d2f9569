import type { DashboardStats } from '@swapyard/domain/admin';
import { ArrowLeftRight, Flag, Package, Scale, ShieldCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

const cards: Array<{ key: keyof DashboardStats; label: string; icon: ReactNode; tone: string }> = [
  { key: 'totalUsers', label: 'Total Users', icon: <Users />, tone: 'text-sky-600 dark:text-sky-400' },
  { key: 'pendingReports', label: 'Pending Reports', icon: <Flag />, tone: 'text-red-600 dark:text-red-400' },
  {
    key: 'activeDisputes',
    label: 'Active Disputes',
    icon: <Scale />,
    tone: 'text-orange-600 dark:text-orange-400',
  },
  {
    key: 'pendingVerifications',
    label: 'Verifications',
    icon: <ShieldCheck />,
    tone: 'text-emerald-600 dark:text-emerald-400',
  },
  {
    key: 'totalItems',
    label: 'Total Items',
    icon: <Package />,
    tone: 'text-violet-600 dark:text-violet-400',
  },
  {
    key: 'activeTrades',
    label: 'Active Trades',
    icon: <ArrowLeftRight />,
    tone: 'text-amber-600 dark:text-amber-400',
  },
];

const number = new Intl.NumberFormat('en-US');

/** The six figures at the top of the dashboard; '–' until the first answer. */
export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  return (
    <ul aria-label="Platform figures" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {cards.map((card) => (
        <li key={card.key}>
          <Card className="flex h-full flex-col gap-1 p-4">
            <span className={`[&>svg]:size-5 ${card.tone}`} aria-hidden>
              {card.icon}
            </span>
            <span className="text-2xl font-bold tabular-nums">
              {stats ? number.format(stats[card.key]) : '–'}
            </span>
            <span className="text-xs text-muted-foreground">
              {card.label}
              {card.key === 'pendingVerifications' ? ' (pending)' : ''}
            </span>
          </Card>
        </li>
      ))}
    </ul>
  );
}
