import { LIVE_STREAM_TITLE_MAX_LENGTH } from '@swapyard/domain/live';
import { Radio } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';

/** Before going live: the stream's title and 'Go Live'. */
export function GoLiveForm({
  title,
  onTitleChange,
  error,
  pending,
  onSubmit,
}: {
  title: string;
  onTitleChange: (title: string) => void;
  error: string | null;
  pending: boolean;
  onSubmit: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="grid gap-3">
      <FormField
        label="Stream title"
        value={title}
        onChange={(event) => onTitleChange(event.target.value)}
        placeholder="What are you selling today?"
        maxLength={LIVE_STREAM_TITLE_MAX_LENGTH}
        error={error ?? undefined}
      />
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
        <Radio aria-hidden className="size-5" />
        Go Live
      </Button>
    </form>
  );
}
