import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** The auth screens' frame: a centred card under a short greeting. */
export function AuthLayout({
  heading,
  intro,
  children,
}: {
  heading?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] justify-center px-4 py-8 sm:items-center sm:py-12">
      <div className="w-full max-w-md">
        {heading ? (
          <div className="mb-6 grid gap-2 text-center">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
            {intro ? <p className="text-muted-foreground">{intro}</p> : null}
          </div>
        ) : null}
        <Card className="p-5 shadow-sm sm:p-8">{children}</Card>
      </div>
    </div>
  );
}
