import type { StaffUserDetail } from '@swapyard/domain/member-admin';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useUpdateStaffUser } from '../api/admin-users';
import {
  hasChanges,
  profileChanges,
  profileFormOf,
  type ProfileForm as ProfileFormValues,
} from '../lib/profile-changes';

const updateFailed = (reason: string) =>
  toast.error('Error', { description: `Failed to update user profile: ${reason}` });

/**
 * The member's profile (docs/product/moderation.md, "Managing members"): an admin corrects full name, username,
 * location, phone and bio with the member's own rules; a moderator reads them, as plain text, with Close.
 */
export function ProfileTab({
  user,
  canEdit,
  onClose,
}: {
  user: StaffUserDetail;
  canEdit: boolean;
  onClose: () => void;
}) {
  return canEdit ? (
    <ProfileForm user={user} onClose={onClose} />
  ) : (
    <ProfileDetails user={user} onClose={onClose} />
  );
}

const labels: Record<keyof ProfileFormValues, string> = {
  fullName: 'Full name',
  username: 'Username',
  location: 'Location',
  phone: 'Phone',
  bio: 'Bio',
};

/** What a moderator reads: each field as text ('Not given' when empty), nothing to type into. */
function ProfileDetails({ user, onClose }: { user: StaffUserDetail; onClose: () => void }) {
  const values = profileFormOf(user);
  return (
    <div className="grid gap-4">
      <dl aria-label="Profile details" className="grid gap-3 sm:grid-cols-2">
        {(['fullName', 'username', 'location', 'phone', 'bio'] as const).map((field) => (
          <div key={field} className={field === 'bio' ? 'grid gap-1 sm:col-span-2' : 'grid gap-1'}>
            <dt className="text-sm font-medium text-muted-foreground">{labels[field]}</dt>
            <dd
              className={
                values[field]
                  ? 'text-sm break-words whitespace-pre-line'
                  : 'text-sm text-muted-foreground italic'
              }
            >
              {values[field] ? (field === 'username' ? `@${values[field]}` : values[field]) : 'Not given'}
            </dd>
          </div>
        ))}
      </dl>
      <Statistics user={user} />
      <p className="text-xs text-muted-foreground">Only an admin can change a member&apos;s profile.</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}

function Statistics({ user }: { user: StaffUserDetail }) {
  return (
    <dl aria-label="Statistics" className="grid grid-cols-3 gap-2 text-center">
      {(
        [
          ['Followers', user.statistics.followers],
          ['Following', user.statistics.following],
          ['Items', user.statistics.items],
        ] as const
      ).map(([label, value]) => (
        <div key={label} className="rounded-xl bg-surface-muted px-2 py-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An admin's edit: only the fields changed are saved, under the member's own rules. */
function ProfileForm({ user, onClose }: { user: StaffUserDetail; onClose: () => void }) {
  const [form, setForm] = useState<ProfileFormValues>(() => profileFormOf(user));
  const update = useUpdateStaffUser(user.id);
  const bioId = useId();
  const set = (field: keyof ProfileFormValues) => (value: string) =>
    setForm((shown) => ({ ...shown, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { changes, problem } = profileChanges(user, form);
    if (problem !== undefined) return updateFailed(problem);
    update.mutate(changes, {
      onSuccess: (saved) => {
        setForm(profileFormOf(saved));
        toast.success('Success', { description: 'Profile updated' });
      },
      onError: (error) => updateFailed(errorMessage(error)),
    });
  };

  const field = (name: keyof ProfileFormValues, autoComplete: string) => (
    <FormField
      label={labels[name]}
      name={name}
      autoComplete={autoComplete}
      value={form[name]}
      onChange={(event) => set(name)(event.target.value)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('fullName', 'off')}
        {field('username', 'off')}
        {field('location', 'off')}
        {field('phone', 'off')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={bioId}>Bio</Label>
        <textarea
          id={bioId}
          name="bio"
          value={form.bio}
          onChange={(event) => set('bio')(event.target.value)}
          className="min-h-24 w-full rounded-xl border border-input bg-surface px-3.5 py-2.5 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none sm:text-sm"
        />
      </div>
      <Statistics user={user} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending || !hasChanges(user, form)}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
