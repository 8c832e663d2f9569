import { SAVE_ITEM_SIGN_IN_MESSAGE } from '@swapyard/domain/saved-items';
import { Bookmark, Share2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { useSavedState, useSetSaved } from '@/features/social';

type Props = { itemId: string; title: string; signedIn: boolean; sessionKnown: boolean };

/**
 * Save (a bookmark that fills at once and falls back on failure) and Share, for members who do not own the item.
 * A bookmark, not a heart: the heart is the like.
 */
export function SaveShareButtons({ itemId, title, signedIn, sessionKnown }: Props) {
  const savedState = useSavedState(itemId, { enabled: signedIn });
  const setSaved = useSetSaved(itemId);
  const saved = signedIn && !!savedState.data?.saved;

  const onSave = () => {
    if (!signedIn) return void toast.error(SAVE_ITEM_SIGN_IN_MESSAGE);
    const next = !saved;
    setSaved.mutate(next, {
      onSuccess: () => toast.success(next ? 'Item saved' : 'Removed from saved items'),
      onError: (error) =>
        toast.error(`${next ? 'Failed to save item' : 'Failed to unsave item'}: ${errorMessage(error)}`),
    });
  };

  return (
    <div className="flex shrink-0 gap-2">
      <Button
        variant="secondary"
        size="icon"
        aria-label="Save"
        aria-pressed={saved}
        title={saved ? 'Saved' : 'Save'}
        disabled={!sessionKnown || (signedIn && savedState.isPending)}
        onClick={onSave}
      >
        <Bookmark
          aria-hidden
          className={cn('size-5', saved && 'fill-primary text-primary dark:fill-brand dark:text-brand')}
        />
      </Button>
      <Button
        variant="secondary"
        size="icon"
        aria-label="Share"
        title="Share"
        onClick={() => void share(title)}
      >
        <Share2 aria-hidden className="size-5" />
      </Button>
    </div>
  );
}

/** The system share sheet where there is one; otherwise the link goes to the clipboard. */
async function share(title: string) {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // Closing the sheet is the member's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied');
  } catch {
    toast.error('Could not copy the link', { description: url });
  }
}
