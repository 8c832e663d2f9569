import type { StaffUserDetail } from '@swapyard/domain/member-admin';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useUpdateStaffUser } from '../api/admin-users';
import { hasChanges, profileChanges, profileFormOf, type ProfileForm } from '../lib/profile-changes';

const updateFailed = (reason: string) =>
  toast.error('Error', { description: `Failed to update user profile: ${reason}` });

/**
 * The member's profile as staff correct it: full name, username, location, phone and bio, with the member's own
 * rules. Moderators read the fields; only admins save.
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
  const [form, setForm] = useState<ProfileForm>(() => profileFormOf(user));
  const update = useUpdateStaffUser(user.id);
  const bioId = useId();
  const set = (field: keyof ProfileForm) => (value: string) =>
    setForm((shown) => ({ ...shown, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canEdit) return;
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

  const field = (name: keyof ProfileForm, label: string, autoComplete: string) => (
    <FormField
      label={label}
      name={name}
      autoComplete={autoComplete}
      value={form[name]}
      readOnly={!canEdit}
      onChange={(event) => set(name)(event.target.value)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('fullName', 'Full name', 'off')}
        {field('username', 'Username', 'off')}
        {field('location', 'Location', 'off')}
        {field('phone', 'Phone', 'off')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={bioId}>Bio</Label>
        <textarea
          id={bioId}
          name="bio"
          value={form.bio}
          readOnly={!canEdit}
          onChange={(event) => set('bio')(event.target.value)}
          className="min-h-24 w-full rounded-xl border border-input bg-surface px-3.5 py-2.5 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none sm:text-sm"
        />
      </div>
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
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        {canEdit ? (
          <Button type="submit" disabled={update.isPending || !hasChanges(user, form)}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
