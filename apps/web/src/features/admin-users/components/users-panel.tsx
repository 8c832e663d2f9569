import type { StaffUser } from '@swapyard/domain/member-admin';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { LoadMoreButton } from '@/components/load-more-button';
import { ProfileAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { formatShortDate } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useStaffUsers } from '../api/admin-users';
import { ManageUserDialog } from './manage-user-dialog';

/** Edit stays in view at the right edge while a narrow screen scrolls the table sideways. */
const editColumn =
  'sticky right-0 bg-surface px-4 py-3 shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.15)] sm:shadow-none';

/** How long typing must pause before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The dashboard's Users tab (docs/product/moderation.md, "Managing members"): every member newest first, searched
 * by username or name, each with Edit opening the Manage User dialog. On a phone the table scrolls sideways
 * inside its card instead of widening the page.
 */
export function UsersPanel() {
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const users = useStaffUsers(q);
  const [editing, setEditing] = useState<string | null>(null);
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];

  return (
    <section aria-label="Users" className="grid min-w-0 grid-cols-1 gap-4">
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search users"
          placeholder="Search users..."
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className="pl-10"
        />
      </div>
      {users.isPending ? (
        <Spinner label="Loading users..." />
      ) : users.isError ? (
        <p role="alert" className="text-sm text-danger dark:text-red-400">
          Could not load the users: {errorMessage(users.error)}
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-2xl border border-border bg-surface px-4 py-10 text-center text-sm text-muted-foreground">
          {q ? 'No users found matching your search' : 'No users found'}
        </p>
      ) : (
        // Positioned, so the header's visually hidden label scrolls with the table instead of widening the page.
        <div className="relative overflow-x-auto rounded-2xl border border-border bg-surface">
          <table className="w-full min-w-[760px] text-left text-sm">
            <thead className="border-b border-border text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  User
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Location
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Followers
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Following
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Created
                </th>
                <th scope="col" className={editColumn}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((user) => (
                <UserRow key={user.id} user={user} onEdit={() => setEditing(user.id)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMoreButton pages={users} />
      {editing ? (
        <ManageUserDialog userId={editing} open onOpenChange={(open) => !open && setEditing(null)} />
      ) : null}
    </section>
  );
}

function UserRow({ user, onEdit }: { user: StaffUser; onEdit: () => void }) {
  return (
    <tr>
      <td className="px-4 py-3">
        <div className="flex items-center gap-3">
          <ProfileAvatar profile={user} />
          <div className="min-w-0">
            <p className="flex items-center gap-2 font-medium">
              <span className={user.fullName ? 'truncate' : 'text-muted-foreground italic'}>
                {user.fullName || 'No name'}
              </span>
              {user.suspension ? (
                <Badge className="bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200">Suspended</Badge>
              ) : null}
            </p>
            <p className="truncate text-xs text-muted-foreground">
              {user.username ? `@${user.username}` : 'No username'}
            </p>
          </div>
        </div>
      </td>
      <td className="px-4 py-3 text-muted-foreground">{user.location || '—'}</td>
      <td className="px-4 py-3 text-right tabular-nums">{user.followers}</td>
      <td className="px-4 py-3 text-right tabular-nums">{user.following}</td>
      <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
        <time dateTime={user.createdAt}>{formatShortDate(user.createdAt)}</time>
      </td>
      <td className={cn(editColumn, 'text-right')}>
        <Button variant="secondary" size="sm" onClick={onEdit}>
          Edit
        </Button>
      </td>
    </tr>
  );
}
