import { Layers } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BulkUploadDialog } from './bulk-upload/bulk-upload-dialog';

/** The upload options: Bulk Upload (many items from many photos, docs/product/bulk-upload.md) or the form below. */
export function UploadOptionsCard() {
  const [bulkOpen, setBulkOpen] = useState(false);
  return (
    <Card className="flex flex-col items-center gap-3 p-5 text-center sm:flex-row sm:justify-between sm:text-left">
      <div className="grid gap-1">
        <h2 className="font-semibold">Upload Options</h2>
        <p className="text-sm text-muted-foreground">or single item below</p>
      </div>
      <Button
        variant="secondary"
        className="w-full sm:w-auto"
        aria-haspopup="dialog"
        onClick={() => setBulkOpen(true)}
      >
        <Layers aria-hidden className="size-4" />
        Bulk Upload
      </Button>
      <BulkUploadDialog open={bulkOpen} onOpenChange={setBulkOpen} />
    </Card>
  );
}
