import {
  REPORT_DESCRIPTION_MAX_LENGTH,
  reportReasonLabels,
  reportReasons,
  reportTexts,
  type ReportReason,
} from '@swapyard/domain/reports';
import { Flag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useFileReport, type ReportSubject } from '../api/file-report';

type Props = {
  subject: ReportSubject;
  /** 'this item' or '@username', for the dialog's title. */
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Report an item or a member to the moderators (docs/product/moderation.md, "Reports"): a reason and what
 * happened, both required. The server's answer (already reported, your own item) is shown as it words it.
 */
export function ReportDialog({ subject, name, open, onOpenChange }: Props) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; description?: string }>({});
  const report = useFileReport(subject);
  const reasonId = useId();
  const descriptionId = useId();

  const close = (next: boolean) => {
    if (!next) {
      setReason('');
      setDescription('');
      setErrors({});
    }
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      reason: reason ? undefined : reportTexts.reasonRequired,
      description: description.trim() ? undefined : reportTexts.descriptionRequired,
    };
    setErrors(problems);
    if (!reason || problems.description) return;
    report.mutate(
      { reason, description: description.trim() },
      {
        onSuccess: () => {
          toast.success(reportTexts.sent, { description: reportTexts.sentDescription });
          close(false);
        },
        onError: (error) => toast.error('Report not sent', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[calc(100dvh-1.5rem)] overflow-y-auto">
        <form onSubmit={onSubmit} noValidate className="grid gap-5 p-5 sm:p-6">
          <div className="grid gap-1.5 pr-8">
            <DialogTitle className="flex items-center gap-2">
              <Flag aria-hidden className="size-5 text-danger dark:text-red-400" />
              Report {name}
            </DialogTitle>
            <DialogDescription>
              Our moderators review every report. The member is not told who sent it.
            </DialogDescription>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>Reason</Label>
            <NativeSelect
              id={reasonId}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value as ReportReason);
                setErrors((shown) => ({ ...shown, reason: undefined }));
              }}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
            >
              <option value="" disabled>
                Choose a reason
              </option>
              {reportReasons.map((value) => (
                <option key={value} value={value}>
                  {reportReasonLabels[value]}
                </option>
              ))}
            </NativeSelect>
            <FieldError id={`${reasonId}-error`} message={errors.reason} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={descriptionId}>What happened?</Label>
            <textarea
              id={descriptionId}
              value={description}
              maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
              placeholder="Tell the moderators what is wrong"
              onChange={(event) => {
                setDescription(event.target.value);
                setErrors((shown) => ({ ...shown, description: undefined }));
              }}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
              className="min-h-28 w-full rounded-xl border border-input bg-surface px-3.5 py-2.5 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none sm:text-sm"
            />
            <FieldError id={`${descriptionId}-error`} message={errors.description} />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={report.isPending}>
              {report.isPending ? <Spinner className="size-4" /> : null}
              Send Report
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-danger dark:text-red-400">
      {message}
    </p>
  );
}
