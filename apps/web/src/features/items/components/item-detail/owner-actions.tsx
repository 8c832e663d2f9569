import type { Item } from '@swapyard/domain/items';
import { appRoutes } from '@swapyard/domain/routes';
import { Images, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTrigger } from '@/components/ui/dialog';
import { ActionBar, actionButtonClass } from './action-bar';
import { DeleteItemDialog } from './delete-item-dialog';
import { EditItemDialogContent } from './edit-item-dialog';
import { EditPhotosDialogContent } from './edit-photos-dialog';

/** The owner's tools: edit the details (with AI Reanalyze), edit the photos, delete. */
export function OwnerActions({ item }: { item: Item }) {
  const [editing, setEditing] = useState(false);
  const [editingPhotos, setEditingPhotos] = useState(false);
  const navigate = useNavigate();
  return (
    <ActionBar label="Owner actions" valueCents={item.valueCents}>
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogTrigger asChild>
          <Button size="lg" className={actionButtonClass}>
            <Pencil aria-hidden className="size-4" />
            Edit
          </Button>
        </DialogTrigger>
        {editing ? <EditItemDialogContent item={item} onDone={() => setEditing(false)} /> : null}
      </Dialog>
      <Dialog open={editingPhotos} onOpenChange={setEditingPhotos}>
        <DialogTrigger asChild>
          {/* Icon-only on phones, like Delete, so Edit keeps room beside the value. */}
          <Button size="lg" variant="secondary" className="px-3.5 md:flex-1 md:px-5">
            <Images aria-hidden className="size-4" />
            <span className="max-md:sr-only">Edit photos</span>
          </Button>
        </DialogTrigger>
        {editingPhotos ? (
          <EditPhotosDialogContent item={item} onDone={() => setEditingPhotos(false)} />
        ) : null}
      </Dialog>
      <DeleteItemDialog
        id={item.id}
        title={item.title}
        onDeleted={() => navigate(appRoutes.profile, { replace: true })}
        trigger={
          <Button size="lg" variant="secondary" className="px-3.5 text-red-700 dark:text-red-400 md:px-6">
            <Trash2 aria-hidden className="size-4" />
            <span className="max-md:sr-only">Delete</span>
          </Button>
        }
      />
    </ActionBar>
  );
}
