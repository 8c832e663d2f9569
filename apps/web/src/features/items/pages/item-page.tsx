import { Package } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';
import { Page } from '@/components/ui/page';

/** /item/:id and /items/:id: item detail, built with the listing issue. */
export default function ItemPage() {
  return (
    <Page title="Item">
      <ComingSoon icon={<Package />} title="Item details are on their way">
        Photos, price, condition and the seller of each item will show here once listing opens.
      </ComingSoon>
    </Page>
  );
}
