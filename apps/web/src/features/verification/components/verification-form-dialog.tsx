import { ACCEPTED_IMAGE_INPUT, megabytes } from '@swapyard/domain/media';
import {
  submittableVerificationTypes,
  VERIFICATION_ADDRESS_MAX_LENGTH,
  VERIFICATION_DOCUMENT_MAX_BYTES,
  VERIFICATION_DOCUMENTS_KEPT_DAYS,
  VERIFICATION_EARLIEST_BIRTH_DATE,
  VERIFICATION_MAX_DOCUMENTS,
  VERIFICATION_NAME_MAX_LENGTH,
  verificationTexts,
  verificationTypeLabels,
  type SubmittableVerificationType,
} from '@swapyard/domain/verifications';
import { ImagePlus, Lock, ShieldCheck, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useSubmitVerification } from '../api/my-verifications';
import { FieldError } from './field-error';
import {
  checkVerificationForm,
  latestBirthDate,
  type VerificationFormErrors,
  type VerificationFormValues,
} from '../lib/check-form';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The type chosen when the dialog opens (submitting again after a rejection). */
  initialType?: SubmittableVerificationType;
};

const empty = (type: SubmittableVerificationType | '' = ''): VerificationFormValues => ({
  type,
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  address: '',
});

/** Kept with its preview URL, revoked when the photo is removed or the dialog closes. */
type PickedPhoto = { file: File; url: string };

/**
 * Submit a verification (docs/product/verification.md, "Submitting"): what is verified, the member's names, date of
 * birth and address, and 1 to 3 photos of the document. Checked here with the server's wording; the server's answer
 * (already pending, a photo it cannot read) shows as it words it.
 */
export function VerificationFormDialog({ open, onOpenChange, initialType }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-[4vh] max-h-[calc(100dvh-2rem)] overflow-y-auto sm:top-[6vh]">
        {/* Mounted while open only: each opening starts a fresh form. */}
        <VerificationForm initialType={initialType} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function VerificationForm({
  initialType,
  onDone,
}: {
  initialType?: SubmittableVerificationType;
  onDone: () => void;
}) {
  const [values, setValues] = useState<VerificationFormValues>(() => empty(initialType));
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [errors, setErrors] = useState<VerificationFormErrors>({});
  const submit = useSubmitVerification();
  const fileInput = useRef<HTMLInputElement>(null);
  const typeId = useId();
  const addressId = useId();
  const photosId = useId();
  const latest = useMemo(() => latestBirthDate(), []);

  // Object URLs are released with the form (and one by one as photos are removed).
  const photoUrls = useRef<string[]>([]);
  useEffect(() => {
    photoUrls.current = photos.map((photo) => photo.url);
  }, [photos]);
  useEffect(() => () => photoUrls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const set = (field: keyof VerificationFormValues) => (value: string) => {
    setValues((shown) => ({ ...shown, [field]: value }));
    setErrors((shown) => ({ ...shown, [field]: undefined }));
  };

  const addPhotos = (files: FileList | null) => {
    if (!files?.length) return;
    const room = VERIFICATION_MAX_DOCUMENTS - photos.length;
    const added = [...files].slice(0, Math.max(0, room));
    setPhotos((shown) => [...shown, ...added.map((file) => ({ file, url: URL.createObjectURL(file) }))]);
    setErrors((shown) => ({
      ...shown,
      documents: files.length > room ? verificationTexts.tooManyDocuments : undefined,
    }));
    if (fileInput.current) fileInput.current.value = '';
  };

  const removePhoto = (index: number) => {
    setPhotos((shown) => {
      URL.revokeObjectURL(shown[index]!.url);
      return shown.filter((_, i) => i !== index);
    });
    setErrors((shown) => ({ ...shown, documents: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkVerificationForm(
      values,
      photos.map((photo) => photo.file),
    );
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    submit.mutate(
      { fields: { ...values }, documents: photos.map((photo) => photo.file) },
      {
        onSuccess: () => {
          toast.success(verificationTexts.submitted, { description: verificationTexts.submittedDescription });
          onDone();
        },
        onError: (error) => {
          // A 'File too large' or 'Invalid file type' answer carries its explanation in details.
          const details = isApiError(error) && typeof error.details === 'string' ? error.details : undefined;
          toast.error(details ? errorMessage(error) : 'Verification not sent', {
            description: details ?? errorMessage(error),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 p-5 sm:p-6">
      <div className="grid gap-1.5 pr-8">
        <DialogTitle className="flex items-center gap-2">
          <ShieldCheck aria-hidden className="size-5 text-primary dark:text-brand" />
          Verify your identity
        </DialogTitle>
        <DialogDescription>
          Our team checks your details against a photo of your document. An identity document, driver&apos;s
          license, passport or national ID earns the verified badge on your profile.
        </DialogDescription>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={typeId}>Document type</Label>
        <NativeSelect
          id={typeId}
          value={values.type}
          onChange={(event) => set('type')(event.target.value)}
          aria-invalid={errors.type ? true : undefined}
          aria-describedby={errors.type ? `${typeId}-error` : undefined}
        >
          <option value="" disabled>
            Choose a document
          </option>
          {submittableVerificationTypes.map((type) => (
            <option key={type} value={type}>
              {verificationTypeLabels[type]}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={`${typeId}-error`} message={errors.type} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="First name"
          autoComplete="given-name"
          maxLength={VERIFICATION_NAME_MAX_LENGTH}
          value={values.firstName}
          onChange={(event) => set('firstName')(event.target.value)}
          error={errors.firstName}
        />
        <FormField
          label="Last name"
          autoComplete="family-name"
          maxLength={VERIFICATION_NAME_MAX_LENGTH}
          value={values.lastName}
          onChange={(event) => set('lastName')(event.target.value)}
          error={errors.lastName}
        />
      </div>

      <FormField
        label="Date of birth"
        type="date"
        autoComplete="bday"
        min={VERIFICATION_EARLIEST_BIRTH_DATE}
        max={latest}
        value={values.dateOfBirth}
        onChange={(event) => set('dateOfBirth')(event.target.value)}
        error={errors.dateOfBirth}
      />

      <div className="grid gap-2">
        <Label htmlFor={addressId}>Address</Label>
        <textarea
          id={addressId}
          autoComplete="street-address"
          rows={3}
          maxLength={VERIFICATION_ADDRESS_MAX_LENGTH}
          value={values.address}
          onChange={(event) => set('address')(event.target.value)}
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={errors.address ? `${addressId}-error` : undefined}
          className="min-h-20 w-full rounded-xl border border-input bg-surface px-3.5 py-2.5 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none aria-invalid:border-danger sm:text-sm"
        />
        <FieldError id={`${addressId}-error`} message={errors.address} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={photosId}>Photos of your document</Label>
        <p className="text-xs text-muted-foreground" id={`${photosId}-hint`}>
          1 to {VERIFICATION_MAX_DOCUMENTS} photos (JPEG, PNG or WebP, up to{' '}
          {megabytes(VERIFICATION_DOCUMENT_MAX_BYTES)} MB each): every side that shows your details.
        </p>
        {photos.length > 0 ? (
          <ul className="grid grid-cols-3 gap-2">
            {photos.map((photo, index) => (
              <li
                key={photo.url}
                className="relative aspect-[4/3] overflow-hidden rounded-lg border border-border"
              >
                <img src={photo.url} alt={`Document photo ${index + 1}`} className="size-full object-cover" />
                <button
                  type="button"
                  onClick={() => removePhoto(index)}
                  aria-label={`Remove photo ${index + 1}`}
                  className="absolute top-1 right-1 inline-flex size-7 cursor-pointer items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {photos.length < VERIFICATION_MAX_DOCUMENTS ? (
          <Button
            variant="secondary"
            className="justify-self-start"
            onClick={() => fileInput.current?.click()}
            aria-describedby={`${photosId}-hint`}
          >
            <ImagePlus aria-hidden className="size-4" />
            {photos.length ? 'Add another photo' : 'Add photos'}
          </Button>
        ) : null}
        <input
          ref={fileInput}
          id={photosId}
          type="file"
          accept={ACCEPTED_IMAGE_INPUT}
          multiple
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => addPhotos(event.target.files)}
        />
        <FieldError id={`${photosId}-error`} message={errors.documents} />
      </div>

      <p className="flex gap-2 rounded-xl bg-surface-muted p-3 text-xs text-muted-foreground">
        <Lock aria-hidden className="mt-0.5 size-3.5 shrink-0" />
        Only you and our review team can see these photos. We delete them {
          VERIFICATION_DOCUMENTS_KEPT_DAYS
        }{' '}
        days after the decision.
      </p>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? <Spinner className="size-4" /> : null}
          Submit for review
        </Button>
      </div>
    </form>
  );
}
