import type { Handover } from '@swapyard/domain/handovers';
import { useRef } from 'react';
import { refusalMessage } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useHandoverAction, type HandoverAction } from '../api/handovers';

export const STEP_FAILED = 'That did not go through';

/**
 * Runs a step of a handover, a refusal shown in a toast in the server's words, or handed to `onRefused` (a form
 * showing it under its field; anything but a refusal still toasts). A press while one is in flight is ignored
 * (resolving false), even before the button has re-rendered as disabled. Through mutateAsync, so the success toast
 * still shows when the controls that asked are replaced by the next state's.
 */
export function useHandoverStep(handover: Pick<Handover, 'id' | 'tradeId'>) {
  const action = useHandoverAction(handover);
  const inFlight = useRef(false);
  const run = (
    input: HandoverAction,
    done?: string,
    onRefused?: (message: string) => void,
  ): Promise<boolean> => {
    if (inFlight.current) return Promise.resolve(false);
    inFlight.current = true;
    return action
      .mutateAsync(input)
      .then(
        () => {
          if (done) toast.success(done);
          return true;
        },
        (error: unknown) => {
          const refused = refusalMessage(error);
          if (onRefused && refused) onRefused(refused);
          else toast.error(STEP_FAILED, { description: errorMessage(error) });
          return false;
        },
      )
      .finally(() => {
        inFlight.current = false;
      });
  };
  return { run, pending: action.isPending };
}
