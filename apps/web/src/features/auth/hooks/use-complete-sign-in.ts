import { authMessages } from '@swapyard/domain/auth';
import { appRoutes } from '@swapyard/domain/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { getMe } from '../api/get-me';
import { markFirstLoginSurveyShown } from '../api/mark-first-login-survey-shown';
import { returnPath } from '../lib/return-path';
import { meQueryKey } from '@/lib/query-keys';

/**
 * First sign-in routing (docs/product/accounts.md, "First sign-in"): a fresh member goes to the first-time survey,
 * which is recorded so it happens once; everyone else gets a welcome toast and returns to where they were.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  return async () => {
    const me = await getMe();
    if (!me) throw new Error('Your session could not be started. Please allow cookies and try again.');

    // The session is cached only once the next page is showing, so the auth screen does not flash its
    // signed-in panel while the next page's code loads.
    if (me.needsFirstTimeSurvey) {
      let survey = me.survey;
      try {
        survey = await markFirstLoginSurveyShown();
      } catch {
        // Not fatal: at worst the member is offered the survey again on their next sign-in.
      }
      await navigate(appRoutes.firstTimeSurvey, { replace: true });
      queryClient.setQueryData(meQueryKey, { ...me, survey, needsFirstTimeSurvey: false });
      return;
    }

    toast.success(authMessages.welcomeBack, { description: `Good to see you, ${me.profile.fullName}.` });
    await navigate(returnPath(location.state), { replace: true });
    queryClient.setQueryData(meQueryKey, me);
  };
}
