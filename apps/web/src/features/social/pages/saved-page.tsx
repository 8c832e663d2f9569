import { Bookmark } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/features/auth';

/** /saved: the items a member saved, built with likes and saves. */
export default function SavedPage() {
  const me = useMe();
  return (
    <Page title="Saved Items">
      {me.isPending ? (
        <Spinner label="Loading..." />
      ) : me.data ? (
        <ComingSoon icon={<Bookmark />} title="Nothing saved yet">
          Saving items opens with listing; what you save will be collected here.
        </ComingSoon>
      ) : (
        <SignInPrompt title="Please sign in to see your saved items" />
      )}
    </Page>
  );
}
