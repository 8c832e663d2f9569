import type { LiveMessage } from '@swapyard/domain/live';
import { MicOff, Trash2 } from 'lucide-react';
import { ProfileAvatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';

/**
 * One line of the stream chat: the sender and their message. The streamer's own (system) messages stand apart; the
 * streamer gets Remove and Mute on everyone else's.
 */
export function ChatMessage({
  message,
  moderation,
}: {
  message: LiveMessage;
  moderation?: { onRemove: () => void; onMute: () => void; busy: boolean };
}) {
  const system = message.type === 'system';
  const { sender } = message;
  return (
    <li
      className={cn(
        'group flex min-w-0 items-start gap-2 rounded-xl px-2 py-1.5 text-sm',
        system && 'bg-primary-soft text-primary-soft-foreground',
      )}
    >
      <ProfileAvatar profile={sender} className="mt-0.5 size-6 text-xs" />
      <p className="min-w-0 flex-1 break-words whitespace-pre-wrap">
        <span className="mr-1.5 font-semibold">@{sender.username}</span>
        {system ? (
          <span className="mr-1.5 rounded bg-primary px-1 py-px text-[10px] font-bold tracking-wide text-primary-foreground uppercase">
            Streamer
          </span>
        ) : null}
        {message.message}
      </p>
      {moderation ? (
        <span className="flex shrink-0 gap-0.5">
          <button
            type="button"
            onClick={moderation.onRemove}
            disabled={moderation.busy}
            aria-label={`Remove message from @${sender.username}`}
            title="Remove message"
            className="inline-flex size-7 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
          >
            <Trash2 aria-hidden className="size-3.5" />
          </button>
          <button
            type="button"
            onClick={moderation.onMute}
            disabled={moderation.busy}
            aria-label={`Mute @${sender.username}`}
            title={`Mute @${sender.username}`}
            className="inline-flex size-7 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
          >
            <MicOff aria-hidden className="size-3.5" />
          </button>
        </span>
      ) : null}
    </li>
  );
}
