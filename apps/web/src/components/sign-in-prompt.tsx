import { appRoutes } from '@swapyard/domain/routes';
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/page';

/** What a visitor sees on a members-only page; signing in brings them back here. */
export function SignInPrompt({ title, children }: { title: string; children?: ReactNode }) {
  const location = useLocation();
  return (
    <EmptyState
      icon={<LogIn />}
      title={title}
      action={
        <Button asChild>
          <Link to={appRoutes.auth} state={{ from: location.pathname + location.search }}>
            Login
          </Link>
        </Button>
      }
    >
      {children ?? 'Sign in or create a free account to continue.'}
    </EmptyState>
  );
}
