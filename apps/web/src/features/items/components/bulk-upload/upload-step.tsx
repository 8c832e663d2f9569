import { BULK_UPLOAD } from '@swapyard/domain/bulk-upload';
import { ACCEPTED_IMAGE_INPUT } from '@swapyard/domain/media';
import { Images } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { cn } from '@/lib/cn';

const maxMb = Math.round(BULK_UPLOAD.maxBytes / 1_048_576);

/**
 * The first step: a drop zone that is also the file input's label (click, tap, keyboard or drag). Files that are
 * not images or are too large are left out without a word; the hook keeps the first BULK_UPLOAD.maxPhotos.
 */
export function UploadStep({ onFiles }: { onFiles: (files: File[]) => void }) {
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length) onFiles(files);
  };

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-6 sm:px-6">
      <p className="text-sm text-muted-foreground">
        Add photos of several items at once. We group the photos by item, fill in each item's details, and you
        review them before anything is published.
      </p>
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-input px-6 py-12 text-center transition-colors hover:border-ring hover:bg-accent/50',
          'has-[:focus-visible]:border-ring has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/25',
          dragging && 'border-ring bg-primary-soft',
        )}
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <Images aria-hidden className="size-7" />
        </span>
        <span className="font-semibold">Choose photos or drop them here</span>
        <span className="text-sm text-muted-foreground">
          Up to {BULK_UPLOAD.maxPhotos} photos, {maxMb}MB each
        </span>
        <input
          id={id}
          type="file"
          accept={`image/*,${ACCEPTED_IMAGE_INPUT}`}
          multiple
          className="sr-only"
          aria-label="Choose photos for bulk upload"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length) onFiles(files);
          }}
        />
      </label>
    </div>
  );
}
