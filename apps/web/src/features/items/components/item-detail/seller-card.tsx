import type { ItemOwner } from '@swapyard/domain/items';
import { appRoutes } from '@swapyard/domain/routes';
import { Link } from 'react-router';
import { ProfileAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** Who lists the item, with the way to their closet. */
export function SellerCard({ owner }: { owner: ItemOwner }) {
  return (
    <Card className="flex items-center gap-3.5 p-4" role="region" aria-label="Seller">
      <ProfileAvatar profile={owner} className="size-12 text-base" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{owner.fullName}</p>
        <p className="truncate text-sm text-muted-foreground">@{owner.username}</p>
      </div>
      <Button asChild variant="secondary" size="sm">
        <Link to={appRoutes.user(owner.username)}>View Profile</Link>
      </Button>
    </Card>
  );
}
