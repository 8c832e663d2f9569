import { appRoutes } from '@swapyard/domain/routes';
import { ListChecks } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';

/**
 * /survey (spec part 2 §2): first-time by default, `?mode=update` to edit. Where the e-mail confirmation link and
 * first sign-in routing land. The interest picker itself comes with the survey issue.
 */
export default function SurveyPage() {
  const [searchParams] = useSearchParams();
  const isUpdate = searchParams.get('mode') === 'update';

  return (
    <Page
      title={isUpdate ? 'Update your interests' : 'Tell us your interests'}
      description="Music, fashion, technology, collectibles, arts & crafts, beauty & wellness: tell us what you love and your feed follows."
      className="max-w-3xl"
    >
      <ComingSoon icon={<ListChecks />} title="The interest picker opens soon">
        You'll be able to add your interests here and change them any time from Settings.
      </ComingSoon>
      {isUpdate ? null : (
        <div className="mt-6 flex justify-center">
          <Button asChild variant="secondary">
            <Link to={appRoutes.home}>Skip for now</Link>
          </Button>
        </div>
      )}
    </Page>
  );
}
