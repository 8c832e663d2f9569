import { surveyMessages, type SurveyMode } from '@swapyard/domain/survey';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/features/auth';
import { errorMessage } from '@/lib/errors';
import { useInterests } from '../api/get-interests';
import { SurveyForm } from '../components/survey-form';

const description =
  'Pick or type what you love in each category: your feed finds matching items. Leave any category blank.';

/**
 * /survey (docs/product/survey.md): first-time by default (where sign-up and first sign-in land), `?mode=update` to
 * edit from Settings. The member's saved answers are loaded first so an update starts from them.
 */
export default function SurveyPage() {
  const [searchParams] = useSearchParams();
  const mode: SurveyMode = searchParams.get('mode') === 'update' ? 'update' : 'first-time';
  const title = mode === 'update' ? surveyMessages.updateHeading : surveyMessages.firstTimeHeading;
  const me = useMe();
  const interests = useInterests({ enabled: !!me.data });

  const frame = (children: ReactNode) => (
    <Page title={title} description={description}>
      {children}
    </Page>
  );

  if (me.isPending) return frame(<Spinner label="Loading..." />);
  if (!me.data) {
    return frame(
      <SignInPrompt title="Please sign in to tell us your interests">
        Sign in to pick your interests and get matches in your feed.
      </SignInPrompt>,
    );
  }
  if (interests.isError) {
    return frame(
      <Card>
        <CardHeader>
          <CardTitle>Your interests could not be loaded</CardTitle>
          <CardDescription>{errorMessage(interests.error)}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="secondary" onClick={() => void interests.refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>,
    );
  }
  if (!interests.data) return frame(<Spinner label="Loading your interests..." />);
  return frame(<SurveyForm mode={mode} saved={interests.data.structuredInterests} />);
}
