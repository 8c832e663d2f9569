import { MAX_EDIT_ITEM_PHOTOS, type Item } from '@swapyard/domain/items';
import { ImagePlus } from 'lucide-react';
import { useId } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { useUpdateItem } from '../../api/update-item';
import { usePhotoUploads } from '../../hooks/use-photo-uploads';
import { editPhotosProblem, toUploadedPhoto } from '../../lib/item-detail';
import { photoSelectionProblem } from '../../lib/photo-files';
import { PhotoFileInput } from '../photo-file-input';
import { UploadedPhotosGrid } from '../uploaded-photos-grid';

/** Remove, reorder and add photos, up to 5 (docs/product/listing.md), uploaded at once like the upload overlay. */
export function EditPhotosDialogContent({ item, onDone }: { item: Item; onDone: () => void }) {
  const photos = usePhotoUploads({ initialPhotos: item.photos.map(toUploadedPhoto) });
  const update = useUpdateItem(item.id);
  const inputId = useId();
  const count = photos.slots.length;
  const full = count >= MAX_EDIT_ITEM_PHOTOS;

  const onFiles = (files: File[]) => {
    // The edit cap first; then the picker's own checks on type and size (its count cap is the larger upload one).
    const problem = editPhotosProblem(count, files.length) ?? photoSelectionProblem(files, 0);
    if (problem) return void toast.error(problem.title, { description: problem.description });
    void photos.add(files);
  };

  const onSave = () => {
    if (photos.uploaded.length < 1)
      return void toast.error('Photos required', {
        description: 'Please add at least one photo of your item',
      });
    const problem = editPhotosProblem(photos.uploaded.length, 0);
    if (problem) return void toast.error(problem.title, { description: problem.description });
    update.mutate(
      { photos: photos.uploaded },
      {
        onSuccess: () => {
          toast.success('Photos updated');
          onDone();
        },
        onError: (error) => toast.error(`Failed to update item: ${errorMessage(error)}`),
      },
    );
  };

  return (
    <DialogContent className="flex max-h-[84dvh] max-w-2xl flex-col">
      <div className="grid gap-1 border-b border-border px-6 pt-5 pb-4 pr-14">
        <DialogTitle>Edit photos</DialogTitle>
        <DialogDescription>
          Up to {MAX_EDIT_ITEM_PHOTOS} photos. The first is the main photo; use the arrows to reorder.
        </DialogDescription>
      </div>
      <div className="grid gap-4 overflow-y-auto px-6 py-5">
        {count > MAX_EDIT_ITEM_PHOTOS ? (
          <p className="rounded-xl bg-amber-100 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
            Maximum {MAX_EDIT_ITEM_PHOTOS} photos allowed: remove {count - MAX_EDIT_ITEM_PHOTOS} to save.
          </p>
        ) : null}
        <UploadedPhotosGrid slots={photos.slots} onRemove={photos.remove} onMove={photos.move} />
        <label
          htmlFor={inputId}
          className={cn(
            'flex cursor-pointer items-center justify-center gap-2.5 rounded-2xl border-2 border-dashed border-input px-4 py-5 text-sm font-medium transition-colors hover:border-ring hover:bg-accent/50',
            'has-[:focus-visible]:border-ring has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/25',
            full && 'text-muted-foreground',
          )}
        >
          <ImagePlus aria-hidden className="size-5 text-brand" />
          {full ? 'Photo limit reached' : 'Add photos'}
          <span className="text-muted-foreground tabular-nums">
            {count}/{MAX_EDIT_ITEM_PHOTOS}
          </span>
          <PhotoFileInput id={inputId} onFiles={onFiles} />
        </label>
      </div>
      <div className="flex justify-end gap-2 border-t border-border px-6 py-4">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button onClick={onSave} disabled={update.isPending || photos.uploading}>
          {update.isPending ? <Spinner className="size-4" /> : null}
          Save photos
        </Button>
      </div>
    </DialogContent>
  );
}
