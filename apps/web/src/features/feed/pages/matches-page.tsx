import { appRoutes } from '@swapyard/domain/routes';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useMe } from '@/features/auth';
import { MyWants, SwapCircles } from '@/features/circles';
import { FeedSection } from '../components/feed-section';

/**
 * /matches, the bottom bar's Match (docs/product/swap-circles.md): the member's swap circles, their wants (which
 * circles are found from), then the home feed.
 */
export default function MatchesPage() {
  const me = useMe();
  const readerId = me.data?.user.id ?? null;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-10 px-4 py-6 sm:px-6 sm:py-10">
      <div className="grid gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Matches</h1>
        <p className="text-muted-foreground">
          Swap circles from what you want, and items picked for you from closets across Swapyard.
        </p>
      </div>

      {me.data ? (
        <section aria-labelledby="circles-heading" className="grid gap-4">
          <h2 id="circles-heading" className="text-lg font-semibold tracking-tight">
            Swap circles
          </h2>
          <SwapCircles meId={me.data.user.id} />
        </section>
      ) : null}

      <section aria-labelledby="wants-heading" className="grid gap-4">
        <h2 id="wants-heading" className="text-lg font-semibold tracking-tight">
          Your wants
        </h2>
        {me.data ? (
          <MyWants />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border bg-surface p-4 text-sm">
            <span>Sign in to want items and be offered swap circles.</span>
            <Button asChild size="sm">
              <Link to={appRoutes.auth}>Sign in</Link>
            </Button>
          </div>
        )}
      </section>

      <FeedSection readerId={readerId} enabled={!me.isPending} />
    </div>
  );
}
