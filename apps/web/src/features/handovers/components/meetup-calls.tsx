import type { Handover } from '@swapyard/domain/handovers';
import { CalendarX, UserX } from 'lucide-react';
import { capitalised, ownId } from '../lib/handover-texts';
import { ConfirmStep } from './confirm-step';

export const REPORT_NO_SHOW = 'Report a no-show';
export const CALL_OFF = 'Call off the meetup';
export const AGREE_CALL_OFF = 'Agree to call it off';

/**
 * What either member of an agreed meetup can call: a no-show once its time has passed (`late`; it is then arranged
 * again), and calling it off, which takes both of them (the trade is then cancelled and the money on hold returned).
 * Who has asked to call it off is said in the card's next step.
 */
export function MeetupCalls({ handover, other, late }: { handover: Handover; other: string; late: boolean }) {
  const asked = handover.meetup?.cancelAskedBy ?? [];
  const me = ownId(handover);
  const askedByMe = asked.includes(me);
  const askedByOther = asked.some((id) => id !== me);
  if (!late && askedByMe) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {late ? (
        <ConfirmStep
          handover={handover}
          action="noShow"
          title="Report a no-show?"
          description={`Only if ${other} did not come. The meetup is then off, and you agree a new time.`}
          confirm={REPORT_NO_SHOW}
          keep="Not now"
          done="No-show reported"
        >
          <UserX aria-hidden className="size-4" />
          {REPORT_NO_SHOW}
        </ConfirmStep>
      ) : null}
      {askedByMe ? null : (
        <ConfirmStep
          handover={handover}
          action="cancelMeetup"
          title="Call off the meetup?"
          description={
            askedByOther
              ? `${capitalised(other)} has asked to call it off. If you agree, the trade is cancelled and the money on hold goes back.`
              : 'If you both call it off, the trade is cancelled and the money on hold goes back.'
          }
          confirm="Call it off"
          keep="Keep the meetup"
          done={askedByOther ? 'Meetup called off. The trade is cancelled.' : 'Asked to call off the meetup'}
        >
          <CalendarX aria-hidden className="size-4" />
          {askedByOther ? AGREE_CALL_OFF : CALL_OFF}
        </ConfirmStep>
      )}
    </div>
  );
}
