import type { UploadedPhoto } from '@swapyard/domain/media';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { uploadItemPhoto } from '../api/upload-item-photo';

export type PhotoSlot =
  | { key: string; status: 'uploading'; previewUrl: string }
  | { key: string; status: 'done'; previewUrl: string; photo: UploadedPhoto };

/** The server's text for a refused upload: `details` carries it ('Maximum file size is 10MB'), else the message. */
function uploadErrorText(error: unknown): string {
  if (isApiError(error) && typeof error.details === 'string' && error.details) return error.details;
  return errorMessage(error);
}

let nextKey = 0;

/**
 * The photos of one listing in order (the first is the main photo). Chosen files upload at once, each showing its
 * local preview with a spinner until the server's renditions are back; a refused file leaves the list with a toast.
 */
export function usePhotoUploads({
  onUploaded,
  initialPhotos,
}: {
  onUploaded?: (photo: UploadedPhoto) => void;
  /** Photos already stored (editing a listing): they start the list, done, in this order. */
  initialPhotos?: UploadedPhoto[];
} = {}) {
  const [slots, setSlots] = useState<PhotoSlot[]>(() =>
    (initialPhotos ?? []).map((photo) => ({
      key: `photo-${nextKey++}`,
      status: 'done' as const,
      previewUrl: photo.sizes[320],
      photo,
    })),
  );
  const previews = useRef(new Set<string>());
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const add = useCallback(async (files: File[]) => {
    const added = files.map((file) => {
      const previewUrl = URL.createObjectURL(file);
      previews.current.add(previewUrl);
      return { key: `photo-${nextKey++}`, status: 'uploading' as const, previewUrl, file };
    });
    setSlots((current) => [...current, ...added.map(({ file: _file, ...slot }) => slot)]);

    const results = await Promise.all(
      added.map(async ({ key, file }) => {
        try {
          const photo = await uploadItemPhoto(file);
          setSlots((current) =>
            current.map((slot) => (slot.key === key ? { ...slot, status: 'done', photo } : slot)),
          );
          onUploadedRef.current?.(photo);
          return true;
        } catch (error) {
          setSlots((current) => current.filter((slot) => slot.key !== key));
          toast.error('Upload failed', { description: uploadErrorText(error) });
          return false;
        }
      }),
    );
    const uploaded = results.filter(Boolean).length;
    if (uploaded > 0) {
      toast.success('Photos uploaded', { description: `${uploaded} photo(s) uploaded successfully` });
    }
  }, []);

  const remove = useCallback((key: string) => {
    setSlots((current) => current.filter((slot) => slot.key !== key));
  }, []);

  /** Moves a photo one place towards the front (-1) or the back (+1). */
  const move = useCallback((key: string, step: -1 | 1) => {
    setSlots((current) => {
      const from = current.findIndex((slot) => slot.key === key);
      const to = from + step;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const next = [...current];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
  }, []);

  const uploaded = slots.flatMap((slot) => (slot.status === 'done' ? [slot.photo] : []));
  const uploading = slots.some((slot) => slot.status === 'uploading');
  return { slots, uploaded, uploading, add, remove, move };
}
