import {
  MAX_RATING,
  MAX_REVIEW_COMMENT_LENGTH,
  MIN_RATING,
  type ReviewableTrade,
} from '@swapyard/domain/reviews';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { useCreateReview } from '../api/create-review';
import { StarInput } from './star-input';

/** 'Leave a review' for one completed trade: 1-5 stars and an optional text. */
export function LeaveReviewDialog({ trade }: { trade: ReviewableTrade }) {
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateReview(trade.tradeId);
  const commentId = useId();
  const errorId = useId();
  const name = trade.counterpart.fullName;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setRating(0);
      setComment('');
      setError(null);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < MIN_RATING) return setError(`Choose a rating from ${MIN_RATING} to ${MAX_RATING} stars.`);
    setError(null);
    // mutateAsync, not mutate's callbacks: those are dropped if the refreshed list unmounts this dialog first.
    try {
      await create.mutateAsync({ rating, comment: comment.trim() || null });
    } catch (failure) {
      toast.error('Failed to post review', { description: errorMessage(failure) });
      return;
    }
    toast.success('Review posted', { description: `Thanks for reviewing ${name}.` });
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm">Leave a review</Button>
      </DialogTrigger>
      <DialogContent aria-describedby={undefined}>
        <form onSubmit={(event) => void onSubmit(event)} className="grid gap-5 p-5 sm:p-6">
          <div className="grid gap-1.5 pr-8">
            <DialogTitle>Review {name}</DialogTitle>
            <DialogDescription>
              {trade.itemTitles.length
                ? `Your trade: ${trade.itemTitles.join(' ⇄ ')}`
                : 'Your completed trade'}
            </DialogDescription>
          </div>
          <div className="grid gap-1">
            <StarInput value={rating} onChange={setRating} />
            {error ? (
              <p id={errorId} role="alert" className="text-sm text-danger">
                {error}
              </p>
            ) : null}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={commentId}>Your review (optional)</Label>
            <textarea
              id={commentId}
              value={comment}
              maxLength={MAX_REVIEW_COMMENT_LENGTH}
              onChange={(event) => setComment(event.target.value)}
              rows={4}
              placeholder={`How was trading with ${name}?`}
              className={cn(
                'w-full resize-y rounded-xl border border-input bg-surface px-3.5 py-2.5 text-base text-foreground shadow-xs sm:text-sm',
                'placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none',
              )}
            />
            <p className="justify-self-end text-xs text-muted-foreground tabular-nums">
              {comment.length}/{MAX_REVIEW_COMMENT_LENGTH}
            </p>
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Posting...' : 'Post review'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
