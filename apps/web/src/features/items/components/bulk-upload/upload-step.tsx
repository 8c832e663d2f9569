import { BULK_UPLOAD } from '@swapyard/domain/bulk-upload';
import { Images } from 'lucide-react';
import { useId } from 'react';
import { PhotoDropZone } from '../photo-drop-zone';

const maxMb = Math.round(BULK_UPLOAD.maxBytes / 1_048_576);

/**
 * The first step: a drop zone that is also the file input's label (click, tap, keyboard or drag). Files that are
 * not images or are too large are left out without a word; the hook keeps the first BULK_UPLOAD.maxPhotos.
 */
export function UploadStep({ onFiles }: { onFiles: (files: File[]) => void }) {
  const id = useId();
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-6 sm:px-6">
      <p className="text-sm text-muted-foreground">
        Add photos of several items at once. We group the photos by item, fill in each item's details, and you
        review them before anything is published.
      </p>
      <PhotoDropZone
        id={id}
        className="py-12"
        inputLabel="Choose photos for bulk upload"
        // An empty drop (text, a link) is not a choice of photos.
        onFiles={(files) => files.length > 0 && onFiles(files)}
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <Images aria-hidden className="size-7" />
        </span>
        <span className="font-semibold">Choose photos or drop them here</span>
        <span className="text-sm text-muted-foreground">
          Up to {BULK_UPLOAD.maxPhotos} photos, {maxMb}MB each
        </span>
      </PhotoDropZone>
    </div>
  );
}
