import { Layers } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** Bulk upload is to come: its button is shown, disabled, with 'Coming soon' in plain sight (touch has no hover). */
export function UploadOptionsCard() {
  return (
    <Card className="flex flex-col items-center gap-3 p-5 text-center sm:flex-row sm:justify-between sm:text-left">
      <div className="grid gap-1">
        <h2 className="font-semibold">Upload Options</h2>
        <p className="text-sm text-muted-foreground">or single item below</p>
      </div>
      <div className="grid w-full justify-items-center gap-1 sm:w-auto sm:justify-items-end">
        <Button variant="secondary" disabled className="w-full" aria-describedby="bulk-upload-soon">
          <Layers aria-hidden className="size-4" />
          Bulk Upload
        </Button>
        <span id="bulk-upload-soon" className="text-xs text-muted-foreground">
          Coming soon
        </span>
      </div>
    </Card>
  );
}
