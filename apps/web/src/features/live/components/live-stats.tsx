import type { LiveStreamList } from '@swapyard/domain/live';

/** The /live figures, as the server counts them: streams live now, people watching them, auctions sold today. */
export function LiveStats({ stats }: { stats: LiveStreamList['stats'] }) {
  const figures = [
    { label: 'Live now', value: stats.liveNow },
    { label: 'Watching', value: stats.watching },
    { label: 'Sold today', value: stats.soldToday },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="grid gap-1 rounded-2xl border border-border bg-surface px-3 py-3 text-center shadow-xs sm:px-5 sm:py-4"
        >
          <dt className="text-xs font-medium text-muted-foreground sm:text-sm">{figure.label}</dt>
          <dd className="text-xl font-bold tabular-nums sm:text-2xl">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
