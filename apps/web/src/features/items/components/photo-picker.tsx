import { ITEM_PHOTO_MAX_COUNT } from '@swapyard/domain/media';
import { ImagePlus } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { cn } from '@/lib/cn';
import { PhotoFileInput } from './photo-file-input';

type Props = { count: number; onFiles: (files: File[]) => void };

/** A drop zone that is also the file input's label: click, tap, keyboard (the input keeps focus) or drag photos in. */
export function PhotoPicker({ count, onFiles }: Props) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const full = count >= ITEM_PHOTO_MAX_COUNT;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <label
      htmlFor={id}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-input px-6 py-8 text-center transition-colors hover:border-ring hover:bg-accent/50',
        'has-[:focus-visible]:border-ring has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/25',
        dragging && 'border-ring bg-primary-soft',
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <ImagePlus aria-hidden className="size-6" />
      </span>
      <span className="font-semibold">{full ? 'Photo limit reached' : 'Add photos'}</span>
      <span className="text-sm text-muted-foreground">
        JPEG, PNG or WebP, up to 10MB each · {count}/{ITEM_PHOTO_MAX_COUNT}
      </span>
      <PhotoFileInput id={id} onFiles={onFiles} />
    </label>
  );
}
