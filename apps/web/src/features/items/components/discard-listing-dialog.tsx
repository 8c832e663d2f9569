import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

type Props = { open: boolean; onKeep: () => void; onDiscard: () => void };

/** Asked when the Upload Item overlay is closed with photos or details entered. Escape keeps editing. */
export function DiscardListingDialog({ open, onKeep, onDiscard }: Props) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onKeep()}>
      <AlertDialogContent>
        <div className="grid gap-1.5">
          <AlertDialogTitle>Discard this listing?</AlertDialogTitle>
          <AlertDialogDescription>The photos and details you entered will be lost.</AlertDialogDescription>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="secondary">Keep editing</Button>
          </AlertDialogCancel>
          <AlertDialogAction asChild>
            <Button variant="danger" onClick={onDiscard}>
              Discard
            </Button>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
