import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { NotFoundPage } from './not-found-page';

/** A page that failed to load or threw while rendering. The layout around it keeps working. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  // After a new deploy, an open tab may ask for a chunk that no longer exists: a reload fetches the new build.
  const staleBuild =
    error instanceof TypeError && /dynamically imported module|Importing a module/i.test(error.message);
  console.error(error);

  return (
    <div className="flex min-h-[calc(100dvh-10rem)] items-center justify-center px-4 py-16">
      <div className="grid max-w-md justify-items-center gap-4 text-center" role="alert">
        <h1 className="text-2xl font-bold tracking-tight">Something went wrong</h1>
        <p className="text-muted-foreground">
          {staleBuild
            ? 'Swapyard was updated while this tab was open. Reload to get the latest version.'
            : 'This page ran into a problem. Reloading usually helps; if it keeps happening, try again later.'}
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button variant="secondary" asChild>
            <Link to="/">Return to Home</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
