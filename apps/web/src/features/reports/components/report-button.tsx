import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ReportSubject } from '../api/file-report';
import { ReportDialog } from './report-dialog';

/** A quiet 'Report' entry for signed-in members on what is not theirs, opening the report dialog. */
export function ReportButton({
  subject,
  name,
  label,
  size = 'sm',
}: {
  subject: ReportSubject;
  name: string;
  label: string;
  /** 'md' to line up with the other buttons of a row (a profile's actions). */
  size?: 'sm' | 'md';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size={size}
        className="w-fit text-muted-foreground"
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden className="size-4" />
        {label}
      </Button>
      <ReportDialog subject={subject} name={name} open={open} onOpenChange={setOpen} />
    </>
  );
}
