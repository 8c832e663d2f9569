import { LayoutDashboard } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { ComingSoon } from '@/components/coming-soon';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/features/auth';

/**
 * /admin (docs/product/moderation.md). Without admin access: 'Access Denied' and back to the previous screen. The
 * server checks the role on every admin request too; this is only the courtesy on the client.
 */
export default function AdminPage() {
  const me = useMe();
  const navigate = useNavigate();
  const allowed = !!me.data?.access.hasAdminAccess;
  const denied = !me.isPending && !allowed;

  useEffect(() => {
    if (!denied) return;
    toast.error('Access Denied', {
      description: 'You do not have permission to access the admin dashboard.',
    });
    // With no previous screen in this tab (a typed URL), go home instead of leaving the site.
    if (window.history.state && window.history.state.idx > 0) navigate(-1);
    else navigate('/', { replace: true });
  }, [denied, navigate]);

  return (
    <Page title="Admin Dashboard">
      {allowed ? (
        <ComingSoon icon={<LayoutDashboard />} title="Moderation tools are on their way">
          Users, reports, disputes and identity verifications will be managed here.
        </ComingSoon>
      ) : (
        <Spinner label="Checking access..." />
      )}
    </Page>
  );
}
