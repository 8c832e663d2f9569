import { appRoutes } from '@swapyard/domain/routes';
import { surveyCategories, surveyMessages, type SurveyMode } from '@swapyard/domain/survey';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useSaveInterests } from '../api/save-interests';
import { useSkipSurvey } from '../api/skip-survey';
import { useSurveyAnswers } from '../lib/use-survey-answers';
import { CategoryCard } from './category-card';
import { SurveyActionBar } from './survey-action-bar';

/** The six category cards and the action bar; saving or skipping goes to the home feed. */
export function SurveyForm({ mode, saved }: { mode: SurveyMode; saved: Record<string, string[]> }) {
  const navigate = useNavigate();
  const { answers, total, add, remove, toggle } = useSurveyAnswers(saved);
  const save = useSaveInterests();
  const skip = useSkipSurvey();

  const submit = () =>
    save.mutate(
      { structuredInterests: answers, mode },
      {
        onSuccess: () => {
          toast.success(surveyMessages.saved);
          void navigate(appRoutes.home);
        },
        onError: () =>
          toast.error(surveyMessages.saveFailedTitle, { description: surveyMessages.saveFailed }),
      },
    );

  // Skipping never blocks the member: if the record fails, they may simply be offered the survey again.
  const skipForNow = () => skip.mutate(undefined, { onSettled: () => void navigate(appRoutes.home) });

  return (
    <>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        {surveyCategories.map((category) => (
          <CategoryCard
            key={category}
            category={category}
            chosen={answers[category]}
            onAdd={(interest) => add(category, interest)}
            onRemove={(interest) => remove(category, interest)}
            onToggle={(interest) => toggle(category, interest)}
          />
        ))}
      </div>
      <SurveyActionBar
        mode={mode}
        total={total}
        saving={save.isPending}
        skipping={skip.isPending}
        onSkip={skipForNow}
        onSubmit={submit}
      />
    </>
  );
}
