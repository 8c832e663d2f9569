import type { Handover } from '@swapyard/domain/handovers';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { HandoverAction } from '../api/handovers';
import { useHandoverStep } from '../hooks/use-handover-step';

/** A button that takes the handover one step (no input), ignoring further presses while it is sent. */
export function StepButton({
  handover,
  action,
  done,
  children,
  variant,
}: {
  handover: Handover;
  action: 'received' | 'everythingOk' | 'acceptMeetup' | 'buyLabel';
  /** The success toast. */
  done: string;
  children: ReactNode;
  variant?: ButtonProps['variant'];
}) {
  const step = useHandoverStep(handover);
  const input: HandoverAction = { action };
  return (
    <Button
      variant={variant}
      className="sm:justify-self-start"
      disabled={step.pending}
      onClick={() => void step.run(input, done)}
    >
      {children}
    </Button>
  );
}
