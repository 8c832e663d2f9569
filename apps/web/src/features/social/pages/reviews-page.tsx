import { Star } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';
import { Page } from '@/components/ui/page';

/** /reviews: My Reviews and Reviews About Me, from completed trades (a later issue). */
export default function ReviewsPage() {
  return (
    <Page title="Reviews" description="What you said about others, and what they said about you.">
      <ComingSoon icon={<Star />} title="Reviews open with trades">
        After a completed trade, both members can review each other. Those reviews will be listed here.
      </ComingSoon>
    </Page>
  );
}
