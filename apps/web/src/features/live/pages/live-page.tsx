import { Radio } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';
import { Page } from '@/components/ui/page';

/** /live: live selling and auctions, still to come (docs/product/app-shell.md). No sample streams are shown. */
export default function LivePage() {
  return (
    <Page title="Live" description="Sell live, run timed auctions, and bid in real time.">
      <ComingSoon icon={<Radio />} title="No one is live right now">
        Live streams and auctions open soon. When members go live, their streams will be listed here.
      </ComingSoon>
    </Page>
  );
}
