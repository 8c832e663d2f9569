import type { AnalysisResult } from '@swapyard/domain/analysis';
import { ITEM_PHOTO_MAX_COUNT, type UploadedPhoto } from '@swapyard/domain/media';
import { appRoutes } from '@swapyard/domain/routes';
import { Upload, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/features/auth';
import { errorMessage } from '@/lib/errors';
import { useCreateItem } from '../api/create-item';
import { useItemAnalysis } from '../hooks/use-item-analysis';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { useItemForm } from '../hooks/use-item-form';
import {
  emptyItemForm,
  fieldProblems,
  firstFormProblem,
  otherSuggestions,
  toCreateItemBody,
} from '../lib/item-form';
import { photoSelectionProblem } from '../lib/photo-files';
import { AnalysisCard } from './analysis-card';
import { TakePhotosButton } from './camera/take-photos-button';
import { ItemDetailsFields } from './item-details-fields';
import { PhotoPicker } from './photo-picker';
import { UploadOptionsCard } from './upload-options-card';
import { UploadedPhotosGrid } from './uploaded-photos-grid';

const FORM_ID = 'upload-item-form';
const signInFirst = { title: 'Authentication required', description: 'Please sign in to upload items' };

type Props = {
  onDone: () => void;
  /** Whether photos or details have been entered, so closing can ask before discarding them. */
  onHasInputChange: (hasInput: boolean) => void;
};

/** The single-item listing: top bar, photos (uploaded at once), AI analysis and the details form. */
export function SingleItemUpload({ onDone, onHasInputChange }: Props) {
  const me = useMe();
  const signedIn = !!me.data;
  const { values: form, kept, change, suggest, accept } = useItemForm(() => emptyItemForm);
  const createItem = useCreateItem();
  const navigate = useNavigate();

  // The analysis assists (docs/product/listing.md): it fills what the member has not filled in; a reanalysis keeps
  // the title it read.
  const onPhoto = useCallback((r: AnalysisResult) => suggest(r), [suggest]);
  const onTitle = useCallback((r: AnalysisResult) => suggest(r, () => ['title']), [suggest]);
  const analysis = useItemAnalysis({ onPhoto, onTitle });

  // The first photo to finish uploading is analysed, once per listing, with the title typed so far.
  const { analyzePhoto } = analysis;
  const analysisStarted = useRef(false);
  const title = useRef(form.title);
  useEffect(() => {
    title.current = form.title;
  }, [form.title]);
  const onUploaded = useCallback(
    (photo: UploadedPhoto) => {
      if (analysisStarted.current) return;
      analysisStarted.current = true;
      void analyzePhoto(photo.id, title.current);
    },
    [analyzePhoto],
  );
  const photos = usePhotoUploads({ onUploaded });

  const hasInput =
    photos.slots.length > 0 ||
    (Object.keys(emptyItemForm) as (keyof typeof emptyItemForm)[]).some((k) => form[k] !== emptyItemForm[k]);
  useEffect(() => onHasInputChange(hasInput), [hasInput, onHasInputChange]);

  const requireMember = () => {
    if (!signedIn) toast.error(signInFirst.title, { description: signInFirst.description });
    return signedIn;
  };

  const onFiles = (files: File[]) => {
    if (!requireMember()) return;
    const problem = photoSelectionProblem(files, photos.slots.length);
    if (problem) return void toast.error(problem.title, { description: problem.description });
    void photos.add(files);
  };

  // Once Upload has been pressed, every field that fails its check is marked, until it passes (the toast names the
  // first problem only). A photo still uploading counts: Upload waits for it anyway.
  const [checked, setChecked] = useState(false);
  const errors = checked ? fieldProblems(form, { photoCount: photos.slots.length }) : {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const problem = firstFormProblem(form, { signedIn, photoCount: photos.uploaded.length });
    if (problem) return void toast.error(problem.title, { description: problem.description });
    createItem.mutate(toCreateItemBody(form, photos.uploaded), {
      onSuccess: (item) => {
        toast.success('Item uploaded successfully!', {
          description: 'Your item is now live in your closet',
          action: { label: 'View item', onClick: () => void navigate(appRoutes.item(item.id)) },
        });
        onDone();
      },
      onError: (error) => toast.error('Upload failed', { description: errorMessage(error) }),
    });
  };

  const busy = createItem.isPending;
  return (
    <>
      <div className="border-b border-border bg-background/95 backdrop-blur">
        <div className="relative mx-auto flex h-16 max-w-3xl items-center justify-between gap-3 px-3 sm:px-6">
          <DialogPrimitive.Close asChild>
            <Button variant="ghost" size="icon" aria-label="Close">
              <X aria-hidden className="size-5" />
            </Button>
          </DialogPrimitive.Close>
          <DialogPrimitive.Title className="absolute left-1/2 -translate-x-1/2 text-lg font-semibold whitespace-nowrap">
            Upload Item
          </DialogPrimitive.Title>
          <Button type="submit" form={FORM_ID} disabled={busy || photos.uploading}>
            {busy ? <Spinner className="size-4" /> : <Upload aria-hidden className="size-4" />}
            Upload
          </Button>
        </div>
      </div>

      <div className="flex-1 overflow-y-auto">
        <form
          id={FORM_ID}
          noValidate
          onSubmit={onSubmit}
          className="mx-auto grid max-w-3xl gap-5 px-4 py-6 pb-16 sm:px-6"
        >
          {!me.isPending && !signedIn ? (
            <p className="rounded-xl bg-primary-soft px-4 py-3 text-sm text-primary-soft-foreground">
              <Link
                to={appRoutes.auth}
                onClick={onDone}
                className="font-semibold underline underline-offset-4"
              >
                Sign in
              </Link>{' '}
              to list items: create a free account to swap and sell what you no longer need.
            </p>
          ) : null}
          <UploadOptionsCard />
          <div className="grid gap-2">
            <PhotoPicker count={photos.slots.length} onFiles={onFiles} error={errors.photos} />
            <TakePhotosButton
              remaining={ITEM_PHOTO_MAX_COUNT - photos.slots.length}
              canAdd={requireMember}
              onFiles={onFiles}
            />
          </div>
          <AnalysisCard
            state={analysis.state}
            // Only the member's own description is read: an earlier suggestion would only be echoed back.
            onReanalyze={() =>
              void analysis.reanalyze(form.title, kept.has('description') ? form.description : '')
            }
            others={
              analysis.state.status === 'done' ? otherSuggestions(form, analysis.state.result, kept) : []
            }
            onUse={(field) => {
              if (analysis.state.status === 'done') accept(field, analysis.state.result);
            }}
          />
          <UploadedPhotosGrid slots={photos.slots} onRemove={photos.remove} onMove={photos.move} />
          <h2 className="-mb-1 font-semibold">Item Details</h2>
          <ItemDetailsFields
            values={form}
            onChange={change}
            disabled={busy}
            errors={errors}
            placeHint="Left empty, it is where your profile says you are."
          />
        </form>
      </div>
    </>
  );
}
