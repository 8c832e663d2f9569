import type { Handover } from '@swapyard/domain/handovers';
import { PackageCheck, ThumbsUp } from 'lucide-react';
import { CancelOrder } from './cancel-order';
import { ChooseMethod } from './choose-method';
import { MeetupAgreed } from './meetup-agreed';
import { MeetupPanel } from './meetup-panel';
import { ShipForm } from './ship-form';
import { ShipTo } from './ship-to';
import { StepButton } from './step-button';
import { TrackingInfo } from './tracking-info';

export const RECEIVED = 'I have received it';
export const EVERYTHING_OK = 'Everything OK';

/** What this member sees and can do for the handover now, by their side of it and its state. */
export function HandoverActions({
  handover,
  other,
  late,
  buysLabels,
}: {
  handover: Handover;
  other: string;
  /** The ship-by date, or the meetup's time, has passed. */
  late: boolean;
  buysLabels: boolean;
}) {
  const receiver = handover.role === 'receiver';
  switch (handover.state) {
    case 'choosing':
      return receiver ? <ChooseMethod handover={handover} /> : null;
    case 'awaiting_shipment':
      return (
        <>
          <ShipTo address={handover.address} />
          {receiver ? (
            late ? (
              <CancelOrder handover={handover} other={other} />
            ) : null
          ) : (
            <ShipForm handover={handover} buysLabels={buysLabels} />
          )}
        </>
      );
    case 'shipped':
      return (
        <>
          <TrackingInfo handover={handover} />
          {receiver ? (
            <StepButton handover={handover} action="received" done="Marked as received">
              <PackageCheck aria-hidden className="size-4" />
              {RECEIVED}
            </StepButton>
          ) : null}
        </>
      );
    case 'delivered':
      return (
        <>
          <TrackingInfo handover={handover} />
          {receiver ? (
            <StepButton handover={handover} action="everythingOk" done="Thanks! All done">
              <ThumbsUp aria-hidden className="size-4" />
              {EVERYTHING_OK}
            </StepButton>
          ) : null}
        </>
      );
    case 'arranging':
      return <MeetupPanel handover={handover} late={late} />;
    case 'meetup_agreed':
      return <MeetupAgreed handover={handover} other={other} late={late} />;
    default:
      return null;
  }
}
