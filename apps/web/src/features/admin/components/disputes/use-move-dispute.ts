import type { DecideDispute } from '@swapyard/domain/disputes';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useDecideDispute } from '../../api/disputes';

/**
 * Moves a dispute on with the dashboard's toasts: 'Dispute Updated', or 'Error' / 'Failed to update dispute
 * status' (with the server's reason when it gives one, e.g. a split larger than what is held).
 */
export function useMoveDispute(onDone?: () => void) {
  const decide = useDecideDispute({
    onSuccess: (dispute) => {
      toast.success('Dispute Updated', { description: `The dispute is now ${dispute.status}.` });
      onDone?.();
    },
    onError: (error) =>
      toast.error('Error', { description: `Failed to update dispute status: ${errorMessage(error)}` }),
  });
  const move = (id: string, decision: DecideDispute) => decide.mutate({ id, ...decision });
  return { move, pending: decide.isPending };
}
