import { Repeat2, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { useMyWants } from '../api/wants';
import { WantRow } from './want-row';

/** The member's wants on /matches, newest first: what swap circles are found from. */
export function MyWants() {
  const wants = useMyWants({ enabled: true });
  if (wants.isPending) return <Spinner label="Loading your wants..." />;
  if (wants.isError) {
    return (
      <EmptyState
        icon={<TriangleAlert />}
        title="Couldn't load your wants"
        action={
          <Button variant="secondary" onClick={() => void wants.refetch()} disabled={wants.isFetching}>
            Try again
          </Button>
        }
      >
        {errorMessage(wants.error)}
      </EmptyState>
    );
  }
  if (wants.data.wants.length === 0) {
    return (
      <EmptyState icon={<Repeat2 />} title="Nothing wanted yet">
        Tap “I want this” on items you would swap for. Swap circles are found among your wants.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="Your wants">
      {wants.data.wants.map((want) => (
        <li key={want.item.id}>
          <WantRow want={want} />
        </li>
      ))}
    </ul>
  );
}
