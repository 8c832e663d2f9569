import { profileVisibilities } from '@swapyard/domain/profiles';
import { useId } from 'react';
import type { CustomizeValues } from '../lib/customize-form';
import { SwitchRow } from './switch-row';

type Props = { values: CustomizeValues; onChange: (patch: Partial<CustomizeValues>) => void };

const visibilityText: Record<(typeof profileVisibilities)[number], { label: string; text: string }> = {
  public: { label: 'Public', text: 'Anyone can see your profile and closets.' },
  friends: { label: 'Friends', text: 'Only members you follow who follow you back.' },
  private: { label: 'Private', text: 'Only you can see your profile details and closets.' },
};

/** Privacy: show location, show phone, and who may see the profile (enforced by the server). */
export function CustomizePrivacyTab({ values, onChange }: Props) {
  const id = useId();
  const privacy = values.privacy;
  const set = (patch: Partial<CustomizeValues['privacy']>) => onChange({ privacy: { ...privacy, ...patch } });
  return (
    <div className="grid gap-3">
      <SwitchRow
        label="Show location"
        description="Others see your location on your profile."
        checked={privacy.showLocation}
        onCheckedChange={(showLocation) => set({ showLocation })}
      />
      <SwitchRow
        label="Show phone number"
        description="Others see your phone number on your profile."
        checked={privacy.showPhone}
        onCheckedChange={(showPhone) => set({ showPhone })}
      />
      <fieldset className="grid gap-2 pt-2">
        <legend className="mb-2 text-sm font-semibold">Profile visibility</legend>
        {profileVisibilities.map((visibility) => (
          <label
            key={visibility}
            htmlFor={`${id}-${visibility}`}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-border px-4 py-3 has-checked:border-primary has-checked:bg-primary-soft/50"
          >
            <input
              id={`${id}-${visibility}`}
              type="radio"
              name={`${id}-visibility`}
              value={visibility}
              checked={privacy.profileVisibility === visibility}
              onChange={() => set({ profileVisibility: visibility })}
              className="mt-0.5 size-4 accent-primary"
            />
            <span className="grid gap-0.5">
              <span className="text-sm font-medium">{visibilityText[visibility].label}</span>
              <span className="text-xs text-muted-foreground">{visibilityText[visibility].text}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
