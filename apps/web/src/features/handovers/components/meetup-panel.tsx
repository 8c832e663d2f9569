import type { Handover } from '@swapyard/domain/handovers';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { openProposal, ownId } from '../lib/handover-texts';
import { MeetupProposalForm } from './meetup-proposal-form';
import { StepButton } from './step-button';

/**
 * A meetup being arranged: with no proposal yet (or the last one missed or past), the form to propose one; with one,
 * the other member accepts it or suggests another time, and its proposer may propose another (the card's next step
 * says what was proposed). `late`: the proposed time has passed.
 */
export function MeetupPanel({ handover, late }: { handover: Handover; late: boolean }) {
  const [proposing, setProposing] = useState(false);
  const proposal = openProposal(handover, late);
  if (!proposal || proposing) {
    return (
      <MeetupProposalForm
        handover={handover}
        place={proposal?.place ?? ''}
        onDone={() => setProposing(false)}
        onCancel={proposal ? () => setProposing(false) : undefined}
      />
    );
  }
  const mine = proposal.proposedBy === ownId(handover);
  return (
    <div className="flex flex-wrap gap-2">
      {mine ? null : (
        <StepButton handover={handover} action="acceptMeetup" done="Meetup agreed">
          <CalendarCheck aria-hidden className="size-4" />
          Accept
        </StepButton>
      )}
      <Button variant="secondary" onClick={() => setProposing(true)}>
        {mine ? 'Propose another time' : 'Suggest another time'}
      </Button>
    </div>
  );
}
