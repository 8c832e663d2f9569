import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';

/** An unknown route: '404', 'Oops! Page not found', 'Return to Home'; the path logged (docs/product/app-shell.md). */
export function NotFoundPage() {
  const location = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <div className="flex min-h-[calc(100dvh-10rem)] items-center justify-center px-4 py-16">
      <div className="grid max-w-md justify-items-center gap-4 text-center">
        <h1 className="bg-gradient-to-br from-indigo-500 to-violet-600 bg-clip-text text-7xl font-extrabold tracking-tight text-transparent sm:text-8xl dark:from-indigo-300 dark:to-violet-400">
          404
        </h1>
        <p className="text-xl font-semibold">Oops! Page not found</p>
        <p className="text-muted-foreground">The page you're looking for doesn't exist or has moved.</p>
        <Button asChild size="lg" className="mt-2">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </div>
  );
}
