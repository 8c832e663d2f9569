import { profileMessages, type VisiblePublicProfile } from '@swapyard/domain/profiles';
import { Camera } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { toast } from '@/lib/toast';
import { ProfileAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PlaceField } from '@/features/places';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useUploadAvatar } from '../api/upload-avatar';
import type { CustomizeValues } from '../lib/customize-form';
import { avatarFileProblem } from '../lib/profile-display';
import { TextareaField } from './textarea-field';

type Props = {
  profile: VisiblePublicProfile;
  values: CustomizeValues;
  onChange: (patch: Partial<CustomizeValues>) => void;
};

/** Basic: the profile photo (uploaded at once), name, bio, location, phone and social links. */
export function CustomizeBasicTab({ profile, values, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) return void toast.error(problem.title, { description: problem.description });
    upload.mutate(file, {
      onSuccess: () =>
        toast.success(profileMessages.avatarUpdated, { description: profileMessages.avatarUpdatedText }),
      onError: (error) =>
        toast.error(profileMessages.avatarFailed, {
          description: isApiError(error) && error.status < 500 ? error.message : undefined,
        }),
    });
  };

  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-4">
        <ProfileAvatar profile={{ ...profile, themeColor: values.themeColor }} className="size-16 text-xl" />
        <div className="grid gap-1">
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label="Profile photo file"
            onChange={onFile}
          />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => input.current?.click()}
            disabled={upload.isPending}
          >
            {upload.isPending ? (
              <Spinner className="size-3.5" />
            ) : (
              <Camera aria-hidden className="size-3.5" />
            )}
            Change photo
          </Button>
          <p className="text-xs text-muted-foreground">JPEG, PNG or WebP, up to 5MB.</p>
        </div>
      </div>
      <FormField
        label="Full name"
        value={values.fullName}
        onChange={(e) => onChange({ fullName: e.target.value })}
        maxLength={100}
      />
      <TextareaField
        label="Bio"
        value={values.bio}
        onChange={(e) => onChange({ bio: e.target.value })}
        maxLength={500}
        placeholder="Tell other members about your style"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PlaceField label="Location" value={values.place} onChange={(place) => onChange({ place })} />
        <FormField
          label="Phone"
          type="tel"
          value={values.phone}
          onChange={(e) => onChange({ phone: e.target.value })}
          maxLength={30}
          hint="Shown only if you allow it under Privacy."
        />
      </div>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold">Social links</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Instagram"
            value={values.instagram}
            onChange={(e) => onChange({ instagram: e.target.value })}
            placeholder="@handle"
            maxLength={200}
          />
          <FormField
            label="TikTok"
            value={values.tiktok}
            onChange={(e) => onChange({ tiktok: e.target.value })}
            placeholder="@handle"
            maxLength={200}
          />
        </div>
        <FormField
          label="Website"
          type="url"
          value={values.website}
          onChange={(e) => onChange({ website: e.target.value })}
          placeholder="https://"
          maxLength={200}
        />
      </fieldset>
    </div>
  );
}
