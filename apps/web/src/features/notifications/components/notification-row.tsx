import { formatNotificationTime, type Notification } from '@swapyard/domain/notifications';
import { cn } from '@/lib/cn';

type Props = { notification: Notification; now: Date; onOpen: (notification: Notification) => void };

/** One notification: title, message, relative time and, while unread, a dot. Clicking opens it (marks it read). */
export function NotificationRow({ notification, now, onOpen }: Props) {
  const { title, message, read, createdAt } = notification;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        data-read={read}
        className={cn(
          'flex w-full cursor-pointer items-start gap-3 px-5 py-3 text-left transition-colors hover:bg-accent',
          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
          !read && 'bg-primary-soft/40',
        )}
      >
        <span
          aria-hidden
          className={cn('mt-1.5 size-2 shrink-0 rounded-full', read ? 'bg-transparent' : 'bg-primary')}
        />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className={cn('text-sm', read ? 'font-medium' : 'font-semibold')}>
            {read ? null : <span className="sr-only">Unread: </span>}
            {title}
          </span>
          <span className="text-sm text-muted-foreground">{message}</span>
          <time dateTime={createdAt} className="text-xs text-muted-foreground">
            {formatNotificationTime(createdAt, now)}
          </time>
        </span>
      </button>
    </li>
  );
}
