import { UserRound } from 'lucide-react';
import { useParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon';
import { Page } from '@/components/ui/page';

/** /user/:id, where id is a UUID or a username. Public profiles come with the profiles issue. */
export default function UserPage() {
  const { id = '' } = useParams();
  // Usernames are shown as handles; a UUID is not something a person reads.
  const looksLikeUsername = !/^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(id);
  return (
    <Page title={looksLikeUsername ? `@${id}` : 'Member profile'}>
      <ComingSoon icon={<UserRound />} title="Public profiles are on their way">
        Closets, reviews and the about section of each member will show here.
      </ComingSoon>
    </Page>
  );
}
