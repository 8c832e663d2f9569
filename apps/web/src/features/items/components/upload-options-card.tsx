import { Layers } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** Bulk upload arrives in a later issue: its button is shown, disabled, and says so. */
export function UploadOptionsCard() {
  return (
    <Card className="flex flex-col items-center gap-3 p-5 text-center sm:flex-row sm:justify-between sm:text-left">
      <div className="grid gap-1">
        <h2 className="font-semibold">Upload Options</h2>
        <p className="text-sm text-muted-foreground">or single item below</p>
      </div>
      {/* A disabled button gets no hover, so the wrapper carries the tooltip. */}
      <span title="Coming soon" className="w-full sm:w-auto">
        <Button variant="secondary" disabled className="w-full" aria-describedby="bulk-upload-soon">
          <Layers aria-hidden className="size-4" />
          Bulk Upload
        </Button>
        <span id="bulk-upload-soon" className="sr-only">
          Coming soon
        </span>
      </span>
    </Card>
  );
}
