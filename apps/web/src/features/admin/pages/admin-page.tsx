import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { UsersPanel } from '@/features/admin-users';
import { useMe } from '@/features/auth';
import { VerificationsPanel } from '@/features/verification';
import { toast } from '@/lib/toast';
import { useDashboardOverview, useStaffLiveUpdates } from '../api/overview';
import { DisputesPanel } from '../components/disputes/disputes-panel';
import { OverviewTab } from '../components/overview-tab';
import { ReportsPanel } from '../components/reports/reports-panel';
import { StatCards } from '../components/stat-cards';

const tabs = ['overview', 'users', 'reports', 'disputes', 'verify'] as const;
type Tab = (typeof tabs)[number];
const tabLabels: Record<Tab, string> = {
  overview: 'Overview',
  users: 'Users',
  reports: 'Reports',
  disputes: 'Disputes',
  verify: 'Verify',
};

/**
 * /admin (docs/product/moderation.md, "The dashboard"). Without admin access: 'Access Denied' and back to the
 * previous screen; the server checks the role on every admin request too, this is only the courtesy on the client.
 * The open tab is part of the address (?tab=reports), so a reload or a shared link opens it again.
 */
export default function AdminPage() {
  const me = useMe();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const allowed = !!me.data?.access.hasAdminAccess;
  const denied = !me.isPending && !allowed;
  const overview = useDashboardOverview(allowed);
  useStaffLiveUpdates(allowed);
  const tab = tabs.find((name) => name === params.get('tab')) ?? 'overview';

  useEffect(() => {
    if (!denied) return;
    toast.error('Access Denied', {
      description: 'You do not have permission to access the admin dashboard.',
    });
    // With no previous screen in this tab (a typed URL), go home instead of leaving the site.
    if (window.history.state && window.history.state.idx > 0) navigate(-1);
    else navigate('/', { replace: true });
  }, [denied, navigate]);

  if (!allowed) {
    return (
      <Page title="Admin Dashboard">
        <Spinner label="Checking access..." />
      </Page>
    );
  }

  return (
    <Page title="Admin Dashboard" description="Members, reports, disputes and identity verifications">
      <div className="grid grid-cols-1 gap-6">
        <StatCards stats={overview.data?.stats} />
        <Tabs
          value={tab}
          onValueChange={(next) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true })}
        >
          <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            <TabsList className="w-full min-w-max">
              {tabs.map((name) => (
                <TabsTrigger key={name} value={name}>
                  {tabLabels[name]}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          <TabsContent value="overview" className="mt-4">
            <OverviewTab overview={overview.data} />
          </TabsContent>
          <TabsContent value="users" className="mt-4">
            <UsersPanel />
          </TabsContent>
          <TabsContent value="reports" className="mt-4">
            <ReportsPanel />
          </TabsContent>
          <TabsContent value="disputes" className="mt-4">
            <DisputesPanel />
          </TabsContent>
          <TabsContent value="verify" className="mt-4">
            <VerificationsPanel />
          </TabsContent>
        </Tabs>
      </div>
    </Page>
  );
}
