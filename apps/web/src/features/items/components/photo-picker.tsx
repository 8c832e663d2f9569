import { ITEM_PHOTO_MAX_BYTES, ITEM_PHOTO_MAX_COUNT, megabytes } from '@swapyard/domain/media';
import { ImagePlus } from 'lucide-react';
import { useId } from 'react';
import { FieldError } from './item-detail-inputs';
import { PhotoDropZone } from './photo-drop-zone';

type Props = {
  count: number;
  onFiles: (files: File[]) => void;
  /** Why the form needs a photo, shown under the zone until one is added. */
  error?: string | undefined;
};

/** A drop zone that is also the file input's label: click, tap, keyboard (the input keeps focus) or drag photos in. */
export function PhotoPicker({ count, onFiles, error }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const full = count >= ITEM_PHOTO_MAX_COUNT;

  const zone = (
    <PhotoDropZone id={id} onFiles={onFiles} errorId={error ? errorId : undefined} className="py-8">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <ImagePlus aria-hidden className="size-6" />
      </span>
      <span className="font-semibold">{full ? 'Photo limit reached' : 'Add photos'}</span>
      <span className="text-sm text-muted-foreground">
        JPEG, PNG or WebP, up to {megabytes(ITEM_PHOTO_MAX_BYTES)}MB each · {count}/{ITEM_PHOTO_MAX_COUNT}
      </span>
    </PhotoDropZone>
  );
  if (!error) return zone;
  return (
    <div className="grid gap-2">
      {zone}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
