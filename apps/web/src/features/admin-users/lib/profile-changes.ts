import {
  staffUserUpdateSchema,
  type StaffUserDetail,
  type StaffUserUpdate,
} from '@swapyard/domain/member-admin';

/** The Profile tab's fields as typed (an absent value is an empty field). */
export interface ProfileForm {
  fullName: string;
  username: string;
  location: string;
  phone: string;
  bio: string;
}

export const profileFields = ['fullName', 'username', 'location', 'phone', 'bio'] as const;

export const profileFormOf = (user: StaffUserDetail): ProfileForm => ({
  fullName: user.fullName,
  username: user.username,
  location: user.location ?? '',
  phone: user.phone ?? '',
  bio: user.bio ?? '',
});

/**
 * What Save sends: only the fields the admin changed (a member without a name keeps none, rather than being refused
 * one), checked with the member's own rules. `problem` is the first rule broken, in the server's words.
 */
export function profileChanges(
  user: StaffUserDetail,
  form: ProfileForm,
): { changes: StaffUserUpdate; problem?: undefined } | { changes?: undefined; problem: string } {
  const before = profileFormOf(user);
  const typed = Object.fromEntries(
    profileFields.filter((field) => form[field] !== before[field]).map((field) => [field, form[field]]),
  );
  const parsed = staffUserUpdateSchema.safeParse(typed);
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? 'Please check the fields' };
  return { changes: parsed.data };
}

export const hasChanges = (user: StaffUserDetail, form: ProfileForm) =>
  profileFields.some((field) => form[field] !== profileFormOf(user)[field]);
