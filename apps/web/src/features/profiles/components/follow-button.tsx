import { appRoutes } from '@swapyard/domain/routes';
import { profileMessages } from '@swapyard/domain/profiles';
import { UserCheck, UserPlus } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useSetFollowing } from '../api/follow-user';

type Props = {
  userId: string;
  /** The id or username in the URL: the cache entry the page reads. */
  profileKey: string;
  isFollowing: boolean;
  signedIn: boolean;
};

/** Follow / Unfollow (docs/product/social.md); a visitor is told to sign in ('Authentication required'). */
export function FollowButton({ userId, profileKey, isFollowing, signedIn }: Props) {
  const mutation = useSetFollowing(userId, profileKey);
  const navigate = useNavigate();
  const location = useLocation();

  const onClick = () => {
    if (!signedIn) {
      toast.error(profileMessages.followSignIn, {
        description: 'Sign in to follow members.',
        action: {
          label: 'Sign in',
          onClick: () => void navigate(appRoutes.auth, { state: { from: location.pathname } }),
        },
      });
      return;
    }
    const follow = !isFollowing;
    mutation.mutate(follow, {
      onSuccess: () => toast.success(follow ? profileMessages.followed : profileMessages.unfollowed),
      onError: (error) =>
        toast.error(
          isApiError(error) && error.message
            ? error.message
            : follow
              ? profileMessages.followFailed
              : profileMessages.unfollowFailed,
        ),
    });
  };

  return (
    <Button
      variant={isFollowing ? 'secondary' : 'primary'}
      onClick={onClick}
      disabled={mutation.isPending}
      aria-pressed={isFollowing}
    >
      {mutation.isPending ? (
        <Spinner className="size-4" />
      ) : isFollowing ? (
        <UserCheck aria-hidden className="size-4" />
      ) : (
        <UserPlus aria-hidden className="size-4" />
      )}
      {isFollowing ? 'Unfollow' : 'Follow'}
    </Button>
  );
}
