import { appRoutes } from '@swapyard/domain/routes';
import { ArrowLeftRight } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useMe } from '@/features/auth';
import { FeedSection } from '../components/feed-section';

/**
 * The home feed at / and /discovery (docs/product/feed.md; /matches shows it below the swap circles). An older link
 * to one category's listings (/discovery?category={value}) opens the results page for that category.
 */
export default function HomePage() {
  const me = useMe();
  const [searchParams] = useSearchParams();
  const category = searchParams.get('category')?.trim() || null;
  const firstName = me.data?.profile.fullName.split(/\s+/)[0];
  const readerId = me.data?.user.id ?? null;

  // A category's listings are the results page with the category set (docs/product/search.md, "Results").
  if (category) return <Navigate to={appRoutes.searchCategory(category)} replace />;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      {me.data ? (
        <div className="mb-8 grid gap-1.5">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Hi, {firstName}</h1>
          <p className="text-muted-foreground">Items picked for you from closets across Swapyard.</p>
        </div>
      ) : (
        <VisitorHero />
      )}

      <FeedSection readerId={readerId} enabled={!me.isPending} />
    </div>
  );
}

function VisitorHero() {
  return (
    <section className="relative mb-10 overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-indigo-600 to-violet-700 px-6 py-10 text-white shadow-lg shadow-indigo-600/20 sm:px-10 sm:py-14">
      <div
        aria-hidden
        className="absolute -top-24 -right-16 size-72 rounded-full bg-white/10 blur-2xl sm:size-96"
      />
      <div className="relative grid max-w-xl gap-4">
        <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide uppercase">
          <ArrowLeftRight aria-hidden className="size-3.5" />
          Swap · Sell · Discover
        </span>
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
          Give your things a second life
        </h1>
        <p className="text-base text-indigo-50 sm:text-lg">
          Trade what you no longer wear or use for something you'll love, or sell it to someone nearby.
        </p>
        <div className="mt-2 flex flex-wrap gap-3">
          <Button asChild size="lg" className="bg-white text-indigo-700 hover:bg-indigo-50">
            <Link to={`${appRoutes.auth}?tab=sign-up`}>Create a free account</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="ghost"
            className="text-white ring-1 ring-white/40 hover:bg-white/10"
          >
            <Link to={appRoutes.auth}>Sign in</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
