import { ACCEPTED_IMAGE_INPUT } from '@swapyard/domain/media';

/** The visually hidden file input behind a photo drop zone; its <label htmlFor={id}> is what members see. */
export function PhotoFileInput({
  id,
  onFiles,
  label = 'Add photos',
  describedBy,
}: {
  id: string;
  onFiles: (files: File[]) => void;
  label?: string | undefined;
  /** The id of an error under the drop zone: the input is then marked invalid and described by it. */
  describedBy?: string | undefined;
}) {
  return (
    <input
      id={id}
      aria-invalid={describedBy ? true : undefined}
      aria-describedby={describedBy}
      type="file"
      accept={`image/*,${ACCEPTED_IMAGE_INPUT}`}
      multiple
      className="sr-only"
      aria-label={label}
      onChange={(event) => {
        const files = Array.from(event.target.files ?? []);
        // Cleared so choosing the same file again after removing it fires a change.
        event.target.value = '';
        if (files.length) onFiles(files);
      }}
    />
  );
}
