import type { StaffUserDetail } from '@swapyard/domain/member-admin';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AuditTrail } from '@/features/audit';
import { useMe } from '@/features/auth';
import { errorMessage } from '@/lib/errors';
import { formatShortDate } from '@/lib/format';
import { useStaffUser } from '../api/admin-users';
import { ItemsTab } from './items-tab';
import { ProfileTab } from './profile-tab';
import { SuspensionTab } from './suspension-tab';

type Props = {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Manage User (docs/product/moderation.md, "Managing members"): the member's profile, items, standing and history.
 * Staff read everything; only admins get Save, Delete and Suspend (the server refuses moderators anyway).
 */
export function ManageUserDialog({ userId, open, onOpenChange }: Props) {
  const user = useStaffUser(userId);
  const me = useMe();
  const isAdmin = !!me.data?.access.isAdmin;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-[4vh] max-h-[92dvh] max-w-2xl overflow-y-auto sm:top-[6vh]">
        <div className="grid gap-4 p-5 sm:p-6">
          <div className="grid gap-1 pr-8">
            <DialogTitle>Manage User</DialogTitle>
            <DialogDescription>
              {user.data ? `@${user.data.username}` : 'Loading the member...'}
            </DialogDescription>
          </div>
          {user.isPending ? (
            <Spinner label="Loading..." />
          ) : user.isError ? (
            <p role="alert" className="text-sm text-danger dark:text-red-400">
              Could not load this member: {errorMessage(user.error)}
            </p>
          ) : (
            <Sections
              user={user.data}
              isAdmin={isAdmin}
              isSelf={me.data?.user.id === user.data.id}
              onClose={() => onOpenChange(false)}
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function Sections({
  user,
  isAdmin,
  isSelf,
  onClose,
}: {
  user: StaffUserDetail;
  isAdmin: boolean;
  isSelf: boolean;
  onClose: () => void;
}) {
  return (
    <>
      {user.suspension ? (
        <p className="rounded-xl bg-red-50 px-3.5 py-2.5 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
          Suspended on {formatShortDate(user.suspension.at)}: {user.suspension.reason}
        </p>
      ) : null}
      <Tabs defaultValue="profile" className="grid gap-4">
        <div className="-mx-1 overflow-x-auto px-1">
          <TabsList className="w-full min-w-max">
            <TabsTrigger value="profile">Profile</TabsTrigger>
            <TabsTrigger value="items">Items ({user.statistics.items})</TabsTrigger>
            {isAdmin ? <TabsTrigger value="suspension">Suspension</TabsTrigger> : null}
            <TabsTrigger value="history">History</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="profile">
          <ProfileTab user={user} canEdit={isAdmin} onClose={onClose} />
        </TabsContent>
        <TabsContent value="items">
          <ItemsTab userId={user.id} canDelete={isAdmin} />
        </TabsContent>
        {isAdmin ? (
          <TabsContent value="suspension">
            <SuspensionTab user={user} isSelf={isSelf} />
          </TabsContent>
        ) : null}
        <TabsContent value="history">
          <AuditTrail userId={user.id} />
        </TabsContent>
      </Tabs>
    </>
  );
}
