import { LIKE_ITEM_SIGN_IN_MESSAGE, likeFailedMessage, unlikeFailedMessage } from '@swapyard/domain/social';
import { Heart } from 'lucide-react';
import { toast } from '@/lib/toast';
import { useMe } from '@/features/auth';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { useLikeState, useSetLiked } from '../api/like-state';
import { compactCount } from '../lib/likes';

type Props = {
  itemId: string;
  /** The count the item carries (shown to visitors, and until a member's own state has loaded). */
  likes: number;
  size?: 'sm' | 'md';
  className?: string;
};

/**
 * A heart with the item's like count, for items of other members (callers leave it out on the member's own
 * items). It fills at once and falls back on failure; a visitor is asked to log in (docs/product/social.md, "Likes").
 */
export function LikeButton({ itemId, likes, size = 'md', className }: Props) {
  const me = useMe();
  const signedIn = !!me.data;
  const state = useLikeState(itemId, { enabled: signedIn });
  const setLiked = useSetLiked(itemId, likes);
  const liked = signedIn && !!state.data?.liked;
  const count = (signedIn ? state.data?.likes : undefined) ?? likes;

  const onClick = () => {
    if (!signedIn) return void toast.error(LIKE_ITEM_SIGN_IN_MESSAGE);
    const next = !liked;
    setLiked.mutate(next, {
      onError: (error) => toast.error((next ? likeFailedMessage : unlikeFailedMessage)(errorMessage(error))),
    });
  };

  return (
    <button
      type="button"
      aria-pressed={liked}
      title={liked ? 'Unlike' : 'Like'}
      disabled={me.isPending || (signedIn && state.isPending)}
      onClick={onClick}
      className={cn(
        'inline-flex shrink-0 cursor-pointer items-center justify-center gap-1.5 rounded-full border font-medium tabular-nums transition-colors select-none',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'disabled:pointer-events-none disabled:opacity-50',
        liked
          ? 'border-red-200 bg-red-50 text-red-700 hover:bg-red-100 dark:border-red-900 dark:bg-red-950/60 dark:text-red-300 dark:hover:bg-red-950'
          : 'border-input bg-surface text-foreground shadow-xs hover:bg-accent',
        size === 'sm' ? 'h-8 px-2.5 text-xs' : 'h-10 px-3.5 text-sm',
        className,
      )}
    >
      <Heart
        aria-hidden
        className={cn(size === 'sm' ? 'size-4' : 'size-5', liked && 'fill-red-500 text-red-500')}
      />
      <span className="sr-only">Like, </span>
      <span>{compactCount(count)}</span>
      <span className="sr-only">{count === 1 ? ' like' : ' likes'}</span>
    </button>
  );
}
