import { appRoutes } from '@swapyard/domain/routes';
import { CircleAlert, Clock } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/**
 * /payment-success?session_id=…&amount=… (spec part 2 §2). Verifying the payment belongs to the payments issue;
 * until then the page says so plainly and never claims success.
 */
export default function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');

  return (
    <div className="mx-auto flex min-h-[calc(100dvh-10rem)] max-w-md items-center px-4 py-10">
      <Card className="grid w-full justify-items-center gap-4 p-8 text-center">
        {sessionId ? (
          <>
            <Clock aria-hidden className="size-10 text-muted-foreground" />
            <h1 className="text-2xl font-bold tracking-tight">Payment</h1>
            <p className="text-muted-foreground">
              We can't confirm card payments yet. Your wallet shows any funds once the payment is verified.
            </p>
          </>
        ) : (
          <>
            <CircleAlert aria-hidden className="size-10 text-danger dark:text-red-400" />
            <h1 className="text-2xl font-bold tracking-tight">Invalid payment session</h1>
            <p className="text-muted-foreground">
              This page needs the link you are sent back with after paying.
            </p>
          </>
        )}
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to={appRoutes.home}>Return to Home</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={appRoutes.wallet}>View Wallet</Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
