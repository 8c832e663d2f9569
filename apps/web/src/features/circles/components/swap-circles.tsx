import { TriangleAlert, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { useCircles } from '../api/circles';
import { CashLimitSetting } from './cash-limit-setting';
import { CircleCard } from './circle-card';

/** The member's proposed swap circles on /matches, first thing on the page, kept live, with their cash limit. */
export function SwapCircles({ meId }: { meId: string }) {
  return (
    <div className="grid gap-4">
      <CashLimitSetting />
      <CircleList meId={meId} />
    </div>
  );
}

function CircleList({ meId }: { meId: string }) {
  const circles = useCircles(meId);
  if (circles.isPending) return <Spinner label="Looking for swap circles..." />;
  if (circles.isError) {
    return (
      <EmptyState
        icon={<TriangleAlert />}
        title="Couldn't load your swap circles"
        action={
          <Button variant="secondary" onClick={() => void circles.refetch()} disabled={circles.isFetching}>
            Try again
          </Button>
        }
      >
        {errorMessage(circles.error)}
      </EmptyState>
    );
  }
  if (circles.data.circles.length === 0) {
    return (
      <EmptyState icon={<Users />} title="No swap circles yet">
        When members want each other’s items, Swapyard proposes a circle here: everyone gives one item and
        gets one they want.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      {circles.data.circles.map((circle) => (
        <CircleCard key={circle.id} circle={circle} />
      ))}
    </div>
  );
}
