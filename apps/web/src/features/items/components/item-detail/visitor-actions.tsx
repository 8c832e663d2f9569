import { appRoutes } from '@swapyard/domain/routes';
import { HandCoins, MessageCircle } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTrigger } from '@/components/ui/dialog';
import { ActionBar, actionButtonClass } from './action-bar';
import { MakeOfferDialogContent } from './make-offer-dialog';

/** Make Offer and Message Seller, for everyone but the owner. A visitor is sent to sign in first. */
export function VisitorActions({ username, signedIn }: { username: string; signedIn: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <ActionBar label="Item actions">
      {signedIn ? (
        <Dialog>
          <DialogTrigger asChild>
            <Button className={actionButtonClass} size="lg">
              <HandCoins aria-hidden className="size-4.5" />
              Make Offer
            </Button>
          </DialogTrigger>
          <MakeOfferDialogContent username={username} />
        </Dialog>
      ) : (
        <Button
          className={actionButtonClass}
          size="lg"
          onClick={() =>
            void navigate(appRoutes.auth, { state: { from: location.pathname + location.search } })
          }
        >
          <HandCoins aria-hidden className="size-4.5" />
          Make Offer
        </Button>
      )}
      <Button asChild variant="secondary" size="lg" className={actionButtonClass}>
        <Link to={appRoutes.user(username)}>
          <MessageCircle aria-hidden className="size-4.5" />
          Message Seller
        </Link>
      </Button>
    </ActionBar>
  );
}
