import { CalendarHeart, MessagesSquare } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Page } from '@/components/ui/page';

/** /community: a static page describing the community spaces (descriptive cards only: docs/product/app-shell.md). */
export default function CommunityPage() {
  return (
    <Page title="Community" description="Swapyard is built by the people who swap on it.">
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <MessagesSquare aria-hidden className="mb-2 size-6 text-primary dark:text-brand" />
            <CardTitle>Forums</CardTitle>
            <CardDescription>
              Talk styling, repairs and fair trades with other members, and share what you found.
            </CardDescription>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CalendarHeart aria-hidden className="mb-2 size-6 text-primary dark:text-brand" />
            <CardTitle>Events</CardTitle>
            <CardDescription>
              Swap meets, live selling sessions and themed weeks, online and near you.
            </CardDescription>
          </CardHeader>
        </Card>
      </div>
    </Page>
  );
}
