import { appRoutes } from '@swapyard/domain/routes';
import { Link } from 'react-router';
import { ProfileAvatar } from '@/components/ui/avatar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useReviewableTrades } from '../api/reviewable-trades';
import { LeaveReviewDialog } from './leave-review-dialog';

/** Completed trades the member has not reviewed yet, each with 'Leave a review'; nothing when there are none. */
export function AwaitingReviews() {
  const trades = useReviewableTrades();
  const list = trades.data?.trades ?? [];
  if (list.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="awaiting-reviews">
      <CardHeader className="pb-3 sm:pb-4">
        <CardTitle id="awaiting-reviews">Waiting for your review</CardTitle>
        <CardDescription>Tell others how your completed trades went.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2.5">
          {list.map((trade) => (
            <li
              key={trade.tradeId}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-border p-3 sm:flex-nowrap"
            >
              <ProfileAvatar profile={trade.counterpart} />
              <div className="min-w-0 flex-1">
                <Link
                  to={appRoutes.user(trade.counterpart.username)}
                  className="block truncate text-sm font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {trade.counterpart.fullName}
                </Link>
                <p className="truncate text-xs text-muted-foreground">
                  {trade.itemTitles.length ? trade.itemTitles.join(' ⇄ ') : 'Completed trade'}
                </p>
              </div>
              <LeaveReviewDialog trade={trade} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
