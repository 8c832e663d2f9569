import { THEME_PRESETS, type VisiblePublicProfile } from '@swapyard/domain/profiles';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { ProfileAvatar } from '@/components/ui/avatar';
import type { CustomizeValues } from '../lib/customize-form';
import { AvatarRing } from './profile-header';

type Props = {
  profile: VisiblePublicProfile;
  values: CustomizeValues;
  onChange: (patch: Partial<CustomizeValues>) => void;
};

/** Theme: ten presets and a custom picker, with the profile shown in the colour as it is chosen. */
export function CustomizeThemeTab({ profile, values, onChange }: Props) {
  const pickerId = useId();
  const color = values.themeColor.toLowerCase();
  return (
    <div className="grid gap-5">
      <div role="radiogroup" aria-label="Theme color" className="grid grid-cols-5 gap-3">
        {THEME_PRESETS.map((preset) => {
          const selected = preset.color === color;
          return (
            <button
              key={preset.name}
              type="button"
              role="radio"
              aria-checked={selected}
              aria-label={preset.name}
              title={preset.name}
              onClick={() => onChange({ themeColor: preset.color })}
              className="group grid cursor-pointer justify-items-center gap-1 rounded-xl p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span
                className="flex size-10 items-center justify-center rounded-full text-white shadow-sm ring-offset-2 ring-offset-surface group-hover:scale-105 group-aria-checked:ring-2"
                style={{ backgroundColor: preset.color, ['--tw-ring-color' as string]: preset.color }}
              >
                {selected ? <Check aria-hidden className="size-5" /> : null}
              </span>
              <span className="text-xs text-muted-foreground">{preset.name}</span>
            </button>
          );
        })}
      </div>
      <div className="flex items-center gap-3">
        <input
          id={pickerId}
          type="color"
          value={color}
          onChange={(e) => onChange({ themeColor: e.target.value })}
          className="h-10 w-14 cursor-pointer rounded-lg border border-input bg-surface p-1"
        />
        <label htmlFor={pickerId} className="text-sm">
          Custom color <span className="font-mono text-muted-foreground">{color}</span>
        </label>
      </div>
      <figure className="grid gap-2">
        <figcaption className="text-sm font-semibold">Preview</figcaption>
        <div className="overflow-hidden rounded-xl border border-border" data-testid="theme-preview">
          <div
            className="h-14"
            style={{
              backgroundImage: `linear-gradient(135deg, ${color}, color-mix(in oklab, ${color} 55%, #0f172a))`,
            }}
          />
          <div className="-mt-7 flex items-end gap-3 px-4 pb-3">
            <AvatarRing color={color}>
              <ProfileAvatar
                profile={{ ...profile, themeColor: color }}
                className="size-14 border-2 border-surface text-lg"
              />
            </AvatarRing>
            <div className="grid min-w-0 pt-8">
              <span className="font-semibold">{values.fullName || profile.fullName}</span>
              <span className="text-sm text-muted-foreground">@{profile.username}</span>
            </div>
          </div>
        </div>
      </figure>
    </div>
  );
}
