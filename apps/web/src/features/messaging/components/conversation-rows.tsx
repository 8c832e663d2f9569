import { formatNotificationTime } from '@swapyard/domain/notifications';
import type { ConversationSummary } from '@swapyard/domain/messages';
import { appRoutes } from '@swapyard/domain/routes';
import { tradeStatusLabels, type Trade } from '@swapyard/domain/trades';
import { ArrowLeftRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProfileAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { formatBadgeCount } from '@swapyard/domain/format';
import { cn } from '@/lib/cn';
import { photoAtLeast } from '@/lib/photos';

const displayName = (party: { fullName: string; username: string }) =>
  party.fullName.trim() || party.username;

function Row({
  to,
  avatar,
  name,
  badge,
  preview,
  time,
  unread = 0,
  label,
}: {
  to: string;
  avatar: ReactNode;
  name: string;
  badge?: ReactNode;
  preview: ReactNode;
  time: string;
  unread?: number;
  label: string;
}) {
  const now = new Date();
  const count = formatBadgeCount(unread);
  return (
    <li>
      <Link
        to={to}
        aria-label={label}
        className={cn(
          'flex items-center gap-3 px-4 py-3 transition-colors hover:bg-accent sm:px-5',
          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
          unread > 0 && 'bg-primary-soft/40',
        )}
      >
        {avatar}
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-center gap-2">
            <span className={cn('truncate text-sm', unread > 0 ? 'font-semibold' : 'font-medium')}>
              {name}
            </span>
            {badge}
            <time dateTime={time} className="ml-auto shrink-0 text-xs text-muted-foreground">
              {formatNotificationTime(time, now)}
            </time>
          </span>
          <span className="flex items-center gap-2">
            <span
              className={cn(
                'min-w-0 flex-1 truncate text-sm',
                unread > 0 ? 'text-foreground' : 'text-muted-foreground',
              )}
            >
              {preview}
            </span>
            {count ? (
              <Badge variant="count" aria-hidden className="shrink-0 ring-0">
                {count}
              </Badge>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** A direct conversation: the counterpart, their last message (or mine, marked 'You:'), its time and unread count. */
export function ConversationRow({ conversation }: { conversation: ConversationSummary }) {
  const { counterpart, lastMessage, lastMessageFromMe, lastMessageTime, unreadCount } = conversation;
  const name = displayName(counterpart);
  return (
    <Row
      to={appRoutes.directConversation(counterpart.id)}
      label={`${name}${unreadCount > 0 ? `, ${unreadCount} unread` : ''}: ${lastMessage}`}
      avatar={<ProfileAvatar profile={counterpart} className="size-11" />}
      name={name}
      preview={
        <>
          {lastMessageFromMe ? <span className="text-muted-foreground">You: </span> : null}
          {lastMessage}
        </>
      }
      time={lastMessageTime}
      unread={unreadCount}
    />
  );
}

const statusTone: Record<Trade['status'], string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200',
  accepted: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-200',
  completed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-200',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-200',
  cancelled: 'bg-accent text-muted-foreground',
  expired: 'bg-accent text-muted-foreground',
  countered: 'bg-sky-100 text-sky-900 dark:bg-sky-500/20 dark:text-sky-200',
};

/** When a trade row sorts and shows: its last chat message, or its last change. */
export const tradeActivityTime = (trade: Trade) => trade.lastMessage?.createdAt ?? trade.updatedAt;

/** A trade conversation: the other party, the status, what it is about and the latest word in its chat. */
export function TradeRow({ trade }: { trade: Trade }) {
  const counterpart = trade.role === 'requester' ? trade.owner : trade.requester;
  const name = displayName(counterpart);
  const item = trade.ownerItem;
  const photo = item?.photos[0];
  const about = item
    ? trade.role === 'requester'
      ? `Your offer for ${item.title}`
      : `Offer for your ${item.title}`
    : trade.role === 'requester'
      ? 'Your offer'
      : 'Offer received';
  const status = tradeStatusLabels[trade.status];
  const preview = trade.lastMessage?.content ?? trade.message ?? about;
  return (
    <Row
      to={appRoutes.tradeConversation(trade.id)}
      label={`Trade with ${name}, ${status}: ${about}`}
      avatar={
        // The item the trade is about, with the other member's avatar on its corner.
        <span className="relative shrink-0">
          <span className="flex size-11 items-center justify-center overflow-hidden rounded-xl bg-surface-muted">
            {photo ? (
              <img src={photoAtLeast(photo, 200)} alt="" className="size-full object-cover" loading="lazy" />
            ) : (
              <ArrowLeftRight aria-hidden className="size-5 text-muted-foreground" />
            )}
          </span>
          <ProfileAvatar
            profile={counterpart}
            className="absolute -right-1.5 -bottom-1.5 size-6 text-[10px] ring-2 ring-background"
          />
        </span>
      }
      name={name}
      badge={
        <span
          className={cn(
            'shrink-0 rounded-full px-2 py-0.5 text-[11px] font-semibold',
            statusTone[trade.status],
          )}
        >
          {status}
        </span>
      }
      preview={
        <>
          <span className="font-medium text-foreground/80">{about}</span>
          {preview !== about ? <span> · {preview}</span> : null}
        </>
      }
      time={tradeActivityTime(trade)}
    />
  );
}
