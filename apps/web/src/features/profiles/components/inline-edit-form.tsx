import { MAX_BIO_LENGTH, profileMessages, type VisiblePublicProfile } from '@swapyard/domain/profiles';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { PlaceField, placeBody, placeValueOf, type PlaceValue } from '@/features/places';
import { errorMessage } from '@/lib/errors';
import { useUpdateProfile } from '../api/update-profile';
import { TextareaField } from './textarea-field';

type Values = { fullName: string; username: string; place: PlaceValue; bio: string };

const valuesOf = (profile: VisiblePublicProfile): Values => ({
  fullName: profile.fullName,
  username: profile.username,
  place: placeValueOf(profile),
  bio: profile.bio ?? '',
});

/**
 * Own profile (docs/product/profiles.md): inline edit of full name, username, location and bio. Cancel resets the
 * form to the current profile values (and closes it); Save sends only these four fields.
 */
export function InlineEditForm({ profile, onDone }: { profile: VisiblePublicProfile; onDone: () => void }) {
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const update = useUpdateProfile();
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { place, ...fields } = values;
    update.mutate(
      { ...fields, ...placeBody(place) },
      {
        onSuccess: () => {
          toast.success(profileMessages.updated, { description: profileMessages.updatedText });
          onDone();
        },
        onError: (error) => toast.error(profileMessages.updateFailed, { description: errorMessage(error) }),
      },
    );
  };
  const cancel = () => {
    setValues(valuesOf(profile));
    onDone();
  };

  return (
    <form
      aria-label="Edit profile"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 rounded-2xl border border-border bg-surface p-5 shadow-xs sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Full name"
          value={values.fullName}
          onChange={(e) => set({ fullName: e.target.value })}
          autoComplete="name"
          maxLength={100}
        />
        <FormField
          label="Username"
          value={values.username}
          onChange={(e) => set({ username: e.target.value })}
          autoComplete="username"
          maxLength={30}
        />
      </div>
      <PlaceField label="Location" value={values.place} onChange={(place) => set({ place })} />
      <TextareaField
        label="Bio"
        value={values.bio}
        onChange={(e) => set({ bio: e.target.value })}
        placeholder="Tell other members about your style"
        maxLength={MAX_BIO_LENGTH}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={cancel} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner className="size-4" /> : null}
          Save
        </Button>
      </div>
    </form>
  );
}
