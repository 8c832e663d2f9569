import type { Handover } from '@swapyard/domain/handovers';
import { useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useHandoverStep } from '../hooks/use-handover-step';

/**
 * A step that cannot be taken back (cancelling a late order, a no-show, calling a meetup off), confirmed in a dialog
 * first; the dialog stays open until the server has answered. `children`: the button that opens it.
 */
export function ConfirmStep({
  handover,
  action,
  title,
  description,
  confirm,
  keep,
  done,
  children,
}: {
  handover: Handover;
  action: 'cancel' | 'noShow' | 'cancelMeetup';
  title: string;
  description: string;
  /** The dialog's button that sends it. */
  confirm: string;
  /** The dialog's button that changes nothing. */
  keep: string;
  /** The success toast. */
  done: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const step = useHandoverStep(handover);
  const send = () =>
    void step.run({ action }, done).then((ok) => {
      if (ok) setOpen(false);
    });

  return (
    <AlertDialog open={open} onOpenChange={(next) => !step.pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="secondary" className="sm:justify-self-start">
          {children}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <div className="grid gap-1.5">
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="secondary" disabled={step.pending}>
              {keep}
            </Button>
          </AlertDialogCancel>
          {/* A plain button: the dialog stays open until the server has answered. */}
          <Button variant="danger" disabled={step.pending} onClick={send}>
            {step.pending ? <Spinner className="size-4" /> : null}
            {confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
