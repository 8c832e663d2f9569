import { appRoutes } from '@swapyard/domain/routes';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { ProfileAvatar } from '@/components/ui/avatar';
import { DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useConnections, type ConnectionKind } from '../api/get-connections';

type Props = {
  userId: string;
  name: string;
  counts: { followers: number; following: number };
  tab: ConnectionKind;
  onTabChange: (tab: ConnectionKind) => void;
  /** Closes the dialog when a member is opened. */
  onNavigate: () => void;
};

/** The followers / following dialog (docs/product/profiles.md) with tabs 'Followers (n)' and 'Following (n)'. */
export function ConnectionsDialogContent({ userId, name, counts, tab, onTabChange, onNavigate }: Props) {
  return (
    <DialogContent className="flex max-h-[80dvh] flex-col">
      <div className="grid gap-1 px-6 pt-5 pr-14 pb-3">
        <DialogTitle>Connections</DialogTitle>
        <DialogDescription>
          Who follows {name}, and whom {name} follows.
        </DialogDescription>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => onTabChange(value as ConnectionKind)}
        className="flex min-h-0 flex-col px-6 pb-5"
      >
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="followers">Followers ({counts.followers})</TabsTrigger>
          <TabsTrigger value="following">Following ({counts.following})</TabsTrigger>
        </TabsList>
        <TabsContent value="followers" className="min-h-0 overflow-y-auto pt-3">
          <ConnectionList
            userId={userId}
            which="followers"
            active={tab === 'followers'}
            empty={`${name} doesn't have any followers yet.`}
            onNavigate={onNavigate}
          />
        </TabsContent>
        <TabsContent value="following" className="min-h-0 overflow-y-auto pt-3">
          <ConnectionList
            userId={userId}
            which="following"
            active={tab === 'following'}
            empty={`${name} isn't following anyone yet.`}
            onNavigate={onNavigate}
          />
        </TabsContent>
      </Tabs>
    </DialogContent>
  );
}

function ConnectionList({
  userId,
  which,
  active,
  empty,
  onNavigate,
}: {
  userId: string;
  which: ConnectionKind;
  active: boolean;
  empty: string;
  onNavigate: () => void;
}) {
  const list = useConnections(userId, which, { enabled: active });
  if (list.isPending) {
    return (
      <div className="flex justify-center py-8 text-sm text-muted-foreground">
        <Spinner label="Loading..." />
      </div>
    );
  }
  if (list.isError) {
    return <p className="py-8 text-center text-sm text-muted-foreground">Could not load this list.</p>;
  }
  if (list.data.users.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-center text-sm text-muted-foreground">
        <Users aria-hidden className="size-7" />
        <p>{empty}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-1">
      {list.data.users.map((member) => (
        <li key={member.id}>
          <Link
            to={appRoutes.user(member.username)}
            onClick={onNavigate}
            className="flex items-center gap-3 rounded-xl px-2 py-2 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            <ProfileAvatar profile={member} className="size-10" />
            <span className="grid min-w-0">
              <span className="truncate font-medium">{member.fullName}</span>
              <span className="truncate text-sm text-muted-foreground">@{member.username}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
