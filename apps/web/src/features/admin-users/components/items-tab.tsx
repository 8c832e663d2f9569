import { conditionLabels } from '@swapyard/domain/item-labels';
import type { StaffUserItem } from '@swapyard/domain/member-admin';
import { formatCents } from '@swapyard/domain/money';
import { ImageOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { LoadMoreButton } from '@/components/load-more-button';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useDeleteMemberItem, useStaffUserItems } from '../api/admin-users';

/**
 * Every item of the member, hidden ones too (docs/product/moderation.md, "Managing members"). Admins may delete
 * one, confirmed first; the items module's rules still apply (a traded item cannot be deleted).
 */
export function ItemsTab({ userId, canDelete }: { userId: string; canDelete: boolean }) {
  const items = useStaffUserItems(userId);
  const remove = useDeleteMemberItem();
  const [confirming, setConfirming] = useState<StaffUserItem | null>(null);

  if (items.isPending) return <Spinner label="Loading items..." />;
  if (items.isError) {
    return (
      <p role="alert" className="text-sm text-danger dark:text-red-400">
        Could not load the items: {errorMessage(items.error)}
      </p>
    );
  }
  const rows = items.data.pages.flatMap((page) => page.items);
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">This user has no items</p>;

  const onConfirm = (item: StaffUserItem) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        setConfirming(null);
        toast.success('Success', { description: 'Item deleted' });
      },
      onError: (error) => {
        setConfirming(null);
        toast.error('Error', { description: `Failed to delete item: ${errorMessage(error)}` });
      },
    });

  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {rows.map((item) => (
          <li key={item.id} className="flex gap-3 rounded-xl border border-border p-3">
            <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-surface-muted">
              {item.photoUrl ? (
                <img src={item.photoUrl} alt="" loading="lazy" className="size-full object-cover" />
              ) : (
                <div className="flex size-full items-center justify-center text-muted-foreground">
                  <ImageOff aria-hidden className="size-5" />
                </div>
              )}
            </div>
            <div className="grid min-w-0 flex-1 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <p className="min-w-0 font-medium break-words">{item.title}</p>
                <Badge
                  className={
                    item.isAvailable
                      ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
                      : undefined
                  }
                >
                  {item.isAvailable ? 'Available' : 'Unavailable'}
                </Badge>
              </div>
              {item.description ? (
                <p className="line-clamp-2 text-sm break-words text-muted-foreground">{item.description}</p>
              ) : null}
              <p className="text-xs text-muted-foreground">
                <span className="font-semibold text-foreground tabular-nums">
                  {item.valueCents === null ? 'No value' : formatCents(item.valueCents)}
                </span>
                {' · '}
                {item.categoryLabel}
                {' · '}
                {conditionLabels[item.condition]}
              </p>
            </div>
            {canDelete ? (
              <Button
                variant="ghost"
                size="sm"
                className="self-start text-danger dark:text-red-400"
                onClick={() => setConfirming(item)}
              >
                <Trash2 aria-hidden className="size-4" />
                Delete
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <LoadMoreButton pages={items} />
      <AlertDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !remove.isPending && setConfirming(null)}
      >
        <AlertDialogContent>
          <div className="grid gap-1.5">
            <AlertDialogTitle>Delete item?</AlertDialogTitle>
            <AlertDialogDescription>
              Are you sure you want to delete &quot;{confirming?.title}&quot;? This action cannot be undone.
            </AlertDialogDescription>
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel asChild>
              <Button variant="secondary" disabled={remove.isPending}>
                Cancel
              </Button>
            </AlertDialogCancel>
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() => confirming && onConfirm(confirming)}
            >
              {remove.isPending ? <Spinner className="size-4" /> : null}
              Delete
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
