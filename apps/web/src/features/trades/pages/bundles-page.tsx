import { BUNDLE_TEXTS } from '@swapyard/domain/bundles';
import { PackageOpen } from 'lucide-react';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { Button } from '@/components/ui/button';
import { EmptyState, Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/features/auth';
import { errorMessage } from '@/lib/errors';
import { useBundles } from '../api/bundles';
import { BundleCard } from '../components/bundles/bundle-card';

/** /bundles (docs/product/trades.md, "Bundles"): the member's bundles, one per seller. */
export default function BundlesPage() {
  const me = useMe();
  const bundles = useBundles(!!me.data);
  let body;
  if (me.isPending || (me.data && bundles.isPending)) {
    body = <Spinner label="Loading your bundles..." />;
  } else if (!me.data) {
    body = <SignInPrompt title="Please sign in to see your bundles" />;
  } else if (bundles.isError) {
    body = (
      <EmptyState
        title="Error loading your bundles"
        action={
          <Button variant="secondary" onClick={() => void bundles.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(bundles.error)}
      </EmptyState>
    );
  } else if (!bundles.data || bundles.data.bundles.length === 0) {
    body = (
      <EmptyState icon={<PackageOpen />} title={BUNDLE_TEXTS.empty}>
        {BUNDLE_TEXTS.emptyHint}
      </EmptyState>
    );
  } else {
    body = (
      <div className="grid gap-4">
        {bundles.data.bundles.map((bundle) => (
          <BundleCard key={bundle.seller.id} bundle={bundle} />
        ))}
      </div>
    );
  }
  return (
    <Page title={BUNDLE_TEXTS.pageTitle} className="max-w-2xl">
      {body}
    </Page>
  );
}
