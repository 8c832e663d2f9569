import { SignInPrompt } from '@/components/sign-in-prompt';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMe } from '@/features/auth';
import { AwaitingReviews } from '../components/awaiting-reviews';
import { MyReviewsList } from '../components/my-reviews-list';

/** /reviews (real reviews: docs/product/social.md, "Reviews"): My Reviews and Reviews About Me. */
export default function ReviewsPage() {
  const me = useMe();
  return (
    <Page title="Reviews" description="What you said about others, and what they said about you.">
      {me.isPending ? (
        <Spinner label="Loading..." />
      ) : me.data ? (
        <div className="grid gap-6">
          <AwaitingReviews />
          <Tabs defaultValue="given" className="grid gap-4">
            <TabsList className="w-full sm:w-fit">
              <TabsTrigger value="given">My Reviews</TabsTrigger>
              <TabsTrigger value="received">Reviews About Me</TabsTrigger>
            </TabsList>
            <TabsContent value="given">
              <MyReviewsList direction="given" />
            </TabsContent>
            <TabsContent value="received">
              <MyReviewsList direction="received" />
            </TabsContent>
          </Tabs>
        </div>
      ) : (
        <SignInPrompt title="Please sign in to see your reviews" />
      )}
    </Page>
  );
}
