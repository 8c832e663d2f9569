import type { Handover } from '@swapyard/domain/handovers';
import { CodeEntryForm } from './code-entry-form';
import { HandoverCode } from './handover-code';
import { MeetupCalls } from './meetup-calls';
import { MeetupDetails } from './meetup-details';

/**
 * An agreed meetup: its time and place, then the receiver's handover code to show, or the giver's field to enter
 * it, and the calls either can make (a no-show, calling it off). `late`: the meetup's time has passed.
 */
export function MeetupAgreed({
  handover,
  other,
  late,
}: {
  handover: Handover;
  other: string;
  late: boolean;
}) {
  return (
    <>
      {handover.meetup ? <MeetupDetails handover={handover} meetup={handover.meetup} /> : null}
      {handover.role === 'receiver' ? (
        handover.handoverCode ? (
          <HandoverCode code={handover.handoverCode} other={other} />
        ) : null
      ) : (
        <CodeEntryForm handover={handover} other={other} />
      )}
      <MeetupCalls handover={handover} other={other} late={late} />
    </>
  );
}
