import {
  DISPUTE_DESCRIPTION_MAX_LENGTH,
  MAX_DISPUTE_PHOTOS,
  disputeTexts,
  disputeTypeLabels,
  disputeTypes,
  type DisputeType,
} from '@swapyard/domain/disputes';
import type { UploadedPhoto } from '@swapyard/domain/media';
import { ImagePlus, Scale, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { uploadEvidencePhoto, useOpenDispute } from '../api/disputes';

/**
 * Open a dispute about a trade (docs/product/disputes.md): what went wrong, what happened, and up to five photos.
 * The server's refusals (already open, too late) are shown as it words them.
 */
export function OpenDisputeDialog({
  tradeId,
  open,
  onOpenChange,
}: {
  tradeId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [type, setType] = useState<DisputeType | ''>('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<{ type?: string; description?: string }>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const typeId = useId();
  const descriptionId = useId();
  const openDispute = useOpenDispute(tradeId);

  const close = (next: boolean) => {
    if (!next) {
      setType('');
      setDescription('');
      setPhotos([]);
      setErrors({});
    }
    onOpenChange(next);
  };

  const addPhotos = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, MAX_DISPUTE_PHOTOS - photos.length);
    if (chosen.length === 0) return;
    setUploading(true);
    try {
      for (const file of chosen) {
        const uploaded = await uploadEvidencePhoto(file);
        setPhotos((current) => [...current, uploaded].slice(0, MAX_DISPUTE_PHOTOS));
      }
    } catch (error) {
      toast.error('Photo not added', { description: errorMessage(error) });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      type: type ? undefined : disputeTexts.typeRequired,
      description: description.trim() ? undefined : disputeTexts.descriptionRequired,
    };
    setErrors(problems);
    if (!type || problems.description) return;
    openDispute.mutate(
      { type, description: description.trim(), photos },
      {
        onSuccess: () => {
          toast.success(disputeTexts.opened, { description: disputeTexts.openedDescription });
          close(false);
        },
        onError: (error) => toast.error('Dispute not opened', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[calc(100dvh-1.5rem)] overflow-y-auto">
        <form onSubmit={onSubmit} noValidate className="grid gap-5 p-5 sm:p-6">
          <div className="grid gap-1.5 pr-8">
            <DialogTitle className="flex items-center gap-2">
              <Scale aria-hidden className="size-5 text-orange-600 dark:text-orange-400" />
              Open a dispute
            </DialogTitle>
            <DialogDescription>
              Our moderators review the trade, its messages and your photos. Money still held for the trade
              stays held until they decide.
            </DialogDescription>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={typeId}>What went wrong?</Label>
            <NativeSelect
              id={typeId}
              value={type}
              required
              aria-invalid={!!errors.type}
              onChange={(event) => setType(event.target.value as DisputeType)}
            >
              <option value="" disabled>
                Choose one
              </option>
              {disputeTypes.map((value) => (
                <option key={value} value={value}>
                  {disputeTypeLabels[value]}
                </option>
              ))}
            </NativeSelect>
            {errors.type ? <p className="text-sm text-danger">{errors.type}</p> : null}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={descriptionId}>Describe the problem</Label>
            <textarea
              id={descriptionId}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              maxLength={DISPUTE_DESCRIPTION_MAX_LENGTH}
              rows={4}
              aria-invalid={!!errors.description}
              className="w-full rounded-xl border border-input bg-surface px-3.5 py-2.5 text-base shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none sm:text-sm"
            />
            {errors.description ? <p className="text-sm text-danger">{errors.description}</p> : null}
          </div>
          <div className="grid gap-2">
            <span className="text-sm font-medium">
              Photos ({photos.length}/{MAX_DISPUTE_PHOTOS})
            </span>
            <div className="flex flex-wrap gap-2">
              {photos.map((photo) => (
                <span key={photo.id} className="relative">
                  <img src={photo.sizes[320]} alt="Evidence" className="size-16 rounded-lg object-cover" />
                  <button
                    type="button"
                    aria-label="Remove photo"
                    onClick={() => setPhotos((current) => current.filter((p) => p.id !== photo.id))}
                    className="absolute -top-1.5 -right-1.5 inline-flex size-6 cursor-pointer items-center justify-center rounded-full bg-foreground text-background"
                  >
                    <X aria-hidden className="size-3.5" />
                  </button>
                </span>
              ))}
              {photos.length < MAX_DISPUTE_PHOTOS ? (
                <Button
                  type="button"
                  variant="secondary"
                  className="size-16 flex-col gap-0.5 px-0 text-xs"
                  disabled={uploading}
                  onClick={() => fileInput.current?.click()}
                >
                  {uploading ? <Spinner /> : <ImagePlus aria-hidden className="size-5" />}
                  Add
                </Button>
              ) : null}
            </div>
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              multiple
              hidden
              aria-label="Evidence photos"
              onChange={(event) => void addPhotos(event.target.files)}
            />
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={openDispute.isPending || uploading}>
              {openDispute.isPending ? 'Opening...' : 'Open dispute'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
