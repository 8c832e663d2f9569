import { MEETUP_PLACE_SUGGESTIONS, meetupProposalSchema, type Handover } from '@swapyard/domain/handovers';
import { CalendarClock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useHandoverStep } from '../hooks/use-handover-step';
import { fieldErrors } from '../lib/field-errors';
import { MEETUP_MAX_AHEAD_MS, meetupTimeError, toIsoTime, toLocalInput } from '../lib/meetup-time';

type Errors = Partial<Record<'at' | 'place', string>>;

export const PROPOSE_MEETUP = 'Propose meetup';

/**
 * A meetup's time (in the next MEETUP_MAX_DAYS_AHEAD days, in the member's own time zone) and public place, a few
 * places a press away; checked with the server's rules before it is sent, its refusal shown under the form. Proposing
 * replaces the other member's proposal (a counter). `place` starts the place field (the proposal being countered).
 */
export function MeetupProposalForm({
  handover,
  place: initialPlace = '',
  onDone,
  onCancel,
}: {
  handover: Handover;
  place?: string;
  /** The proposal was sent. */
  onDone?: () => void;
  /** Shown as a Cancel button when given (the proposal on the card stays). */
  onCancel?: () => void;
}) {
  // The field's bounds are taken when the form opens: the check on sending uses the time then.
  const [openedAt] = useState(() => Date.now());
  const [when, setWhen] = useState('');
  const [place, setPlace] = useState(initialPlace);
  const [errors, setErrors] = useState<Errors>({});
  const [refused, setRefused] = useState<string | null>(null);
  const step = useHandoverStep(handover);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = meetupProposalSchema.safeParse({ at: toIsoTime(when), place });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    const timeError = meetupTimeError(parsed.data.at);
    if (timeError) return setErrors({ at: timeError });
    setErrors({});
    setRefused(null);
    void step
      .run({ action: 'proposeMeetup', body: parsed.data }, 'Meetup proposed', setRefused)
      .then((ok) => {
        if (ok) onDone?.();
      });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3">
      <FormField
        label="Date and time"
        type="datetime-local"
        min={toLocalInput(openedAt)}
        max={toLocalInput(openedAt + MEETUP_MAX_AHEAD_MS)}
        value={when}
        error={errors.at}
        disabled={step.pending}
        onChange={(event) => {
          setWhen(event.target.value);
          if (errors.at) setErrors({ ...errors, at: undefined });
        }}
      />
      <FormField
        label="Public place"
        autoComplete="off"
        placeholder="Somewhere busy and public"
        value={place}
        error={errors.place}
        disabled={step.pending}
        onChange={(event) => {
          setPlace(event.target.value);
          if (errors.place) setErrors({ ...errors, place: undefined });
        }}
      />
      <div role="group" aria-label="Suggested places" className="flex flex-wrap gap-2">
        {MEETUP_PLACE_SUGGESTIONS.map((suggestion) => (
          <Button
            key={suggestion}
            variant={place === suggestion ? 'soft' : 'secondary'}
            size="sm"
            aria-pressed={place === suggestion}
            disabled={step.pending}
            onClick={() => {
              setPlace(suggestion);
              if (errors.place) setErrors({ ...errors, place: undefined });
            }}
          >
            {suggestion}
          </Button>
        ))}
      </div>
      {refused ? (
        <p role="alert" className="text-sm text-danger dark:text-red-400">
          {refused}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={step.pending}>
          <CalendarClock aria-hidden className="size-4" />
          {PROPOSE_MEETUP}
        </Button>
        {onCancel ? (
          <Button variant="secondary" disabled={step.pending} onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
