import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { PhotoFileInput } from './photo-file-input';

type Props = {
  id: string;
  onFiles: (files: File[]) => void;
  /** The file input's accessible name. */
  inputLabel?: string;
  /** The id of an error shown with the zone: its border turns red and the input is described by it. */
  errorId?: string | undefined;
  className?: string;
  children: ReactNode;
};

/**
 * A drop zone that is also the file input's label: click, tap, keyboard (the input keeps focus) or drag photos in.
 * The single form's photo picker and bulk upload's first step share it.
 */
export function PhotoDropZone({ id, onFiles, inputLabel, errorId, className, children }: Props) {
  const [dragging, setDragging] = useState(false);
  return (
    <label
      htmlFor={id}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onFiles(Array.from(event.dataTransfer.files));
      }}
      className={cn(
        'flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-input px-6 text-center transition-colors hover:border-ring hover:bg-accent/50',
        'has-[:focus-visible]:border-ring has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/25',
        className,
        errorId && 'border-danger',
        dragging && 'border-ring bg-primary-soft',
      )}
    >
      {children}
      <PhotoFileInput id={id} onFiles={onFiles} label={inputLabel} describedBy={errorId} />
    </label>
  );
}
