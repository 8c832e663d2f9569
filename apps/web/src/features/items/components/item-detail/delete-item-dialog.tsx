import type { ReactNode } from 'react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { useDeleteItem } from '../../api/delete-item';

interface Props {
  id: string;
  title: string;
  trigger: ReactNode;
  /**
   * After the server has deleted it (the item page leaves for the profile; a closet just refreshes). A returned
   * promise is awaited before the item's cached details are dropped.
   */
  onDeleted?: () => void | Promise<void>;
}

/**
 * Delete, confirmed first (the item page and the own closet). Every item query refreshes afterwards, so lists and
 * closet tiles update once the server has answered.
 */
export function DeleteItemDialog({ id, title, trigger, onDeleted }: Props) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteItem(id, {
    onDeleted: () => {
      setOpen(false);
      toast.success('Item deleted successfully');
      return onDeleted?.();
    },
  });

  const onConfirm = () =>
    remove.mutate(undefined, {
      onError: (error) => toast.error(`Failed to delete item: ${errorMessage(error)}`),
    });

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <div className="grid gap-1.5">
          <AlertDialogTitle>Delete item?</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete &quot;{title}&quot;? This action cannot be undone.
          </AlertDialogDescription>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="secondary" disabled={remove.isPending}>
              Cancel
            </Button>
          </AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the server has answered. */}
          <Button variant="danger" onClick={onConfirm} disabled={remove.isPending}>
            {remove.isPending ? <Spinner className="size-4" /> : null}
            Delete
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
