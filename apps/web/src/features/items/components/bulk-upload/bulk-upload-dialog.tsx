import { RotateCcw, Upload, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useCallback, useId } from 'react';
import { Button } from '@/components/ui/button';
import { DialogOverlay } from '@/components/ui/dialog';
import { useMe } from '@/features/auth';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useBulkUpload } from '../../hooks/use-bulk-upload';
import { publishPlan } from '../../lib/bulk-drafts';
import { analysing } from '../../lib/bulk-state';
import { ProcessingStep } from './processing-step';
import { PublishingStep } from './publishing-step';
import { ReviewStep } from './review-step';
import { UploadStep } from './upload-step';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

const signInFirst = { title: 'Authentication required', description: 'Please sign in to upload items' };

/**
 * The Bulk Upload dialog (docs/product/bulk-upload.md): upload → processing → review → publishing. Full screen on
 * phones, a large centred dialog from 640 px. Closing it (its close button, Escape) discards the run and starts
 * over next time, except while publishing, when it cannot be closed. A click outside does not close it: a stray
 * tap would lose every draft.
 */
export function BulkUploadDialog({ open, onOpenChange }: Props) {
  const me = useMe();
  const signedIn = !!me.data;
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const bulk = useBulkUpload({ onPublished: close });
  const { state } = bulk;
  const publishing = state.step === 'publishing';
  const readyId = useId();

  const requestOpenChange = (next: boolean) => {
    if (next) return onOpenChange(true);
    if (publishing) return;
    bulk.reset();
    onOpenChange(false);
  };

  const onFiles = (files: File[]) => {
    if (!signedIn) return void toast.error(signInFirst.title, { description: signInFirst.description });
    void bulk.start(files);
  };

  const plan = publishPlan(state.drafts);
  const ready = plan.send.length;
  const canPublish =
    state.step === 'review' &&
    plan.send.length + plan.refused.length > 0 &&
    !analysing(state) &&
    bulk.reanalyzing.size === 0;

  return (
    <DialogPrimitive.Root open={open} onOpenChange={requestOpenChange}>
      <DialogPrimitive.Portal>
        <DialogOverlay className="max-sm:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onInteractOutside={(event) => event.preventDefault()}
          className={cn(
            'fixed inset-0 z-50 flex flex-col bg-background text-foreground focus:outline-none data-[state=open]:animate-fade-in',
            'sm:inset-auto sm:top-[4vh] sm:left-1/2 sm:h-[92vh] sm:w-[calc(100%-3rem)] sm:max-w-5xl sm:-translate-x-1/2',
            'sm:overflow-hidden sm:rounded-2xl sm:border sm:border-border sm:shadow-2xl',
          )}
        >
          <div className="border-b border-border bg-background/95 backdrop-blur">
            <div className="relative flex h-16 items-center justify-between gap-3 px-3 sm:px-6">
              <DialogPrimitive.Close asChild>
                <Button variant="ghost" size="icon" aria-label="Close" disabled={publishing}>
                  <X aria-hidden className="size-5" />
                </Button>
              </DialogPrimitive.Close>
              <DialogPrimitive.Title className="absolute left-1/2 -translate-x-1/2 text-lg font-semibold whitespace-nowrap">
                Bulk Upload
              </DialogPrimitive.Title>
              <span aria-hidden className="size-10" />
            </div>
          </div>

          <div className="flex-1 overflow-y-auto">
            {state.step === 'upload' ? <UploadStep onFiles={onFiles} /> : null}
            {state.step === 'processing' ? <ProcessingStep state={state} /> : null}
            {state.step === 'review' ? (
              <ReviewStep
                drafts={state.drafts}
                reanalyzing={bulk.reanalyzing}
                onEdit={bulk.edit}
                onReanalyze={(draft) => void bulk.reanalyze(draft)}
                onMovePhoto={bulk.movePhoto}
                onMovePhotoToNew={bulk.movePhotoToNew}
                onMerge={bulk.mergeDrafts}
              />
            ) : null}
            {publishing ? (
              <PublishingStep done={state.publishing.done} total={state.publishing.total} />
            ) : null}
          </div>

          {state.step === 'processing' || state.step === 'review' ? (
            <div className="border-t border-border bg-background/95 px-3 py-3 backdrop-blur sm:px-6">
              <div className="flex flex-wrap items-center justify-end gap-2">
                {state.step === 'review' ? (
                  <span id={readyId} className="mr-auto text-sm text-muted-foreground">
                    {ready} of {state.drafts.length} ready to publish
                  </span>
                ) : null}
                <Button variant="secondary" onClick={bulk.reset}>
                  <RotateCcw aria-hidden className="size-4" />
                  Start Over
                </Button>
                {state.step === 'review' ? (
                  <Button
                    disabled={!canPublish}
                    aria-describedby={readyId}
                    onClick={() => void bulk.publish()}
                  >
                    <Upload aria-hidden className="size-4" />
                    Publish All Items
                  </Button>
                ) : null}
              </div>
            </div>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
