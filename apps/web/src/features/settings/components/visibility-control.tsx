import { profileVisibilities } from '@swapyard/domain/profiles';
import { settingsVisibilityLabels } from '@swapyard/domain/settings';
import { RadioGroup } from 'radix-ui';
import type { UserSettings } from '@swapyard/domain/settings';

type Visibility = UserSettings['profileVisibility'];

/** Profile Visibility has three values, so a segmented control (a radio group: arrow keys move the choice). */
export function VisibilityControl({
  labelId,
  value,
  onChange,
  disabled,
}: {
  labelId: string;
  value: Visibility;
  onChange: (value: Visibility) => void;
  disabled?: boolean;
}) {
  return (
    <RadioGroup.Root
      aria-labelledby={labelId}
      aria-describedby={`${labelId}-description`}
      orientation="horizontal"
      value={value}
      onValueChange={(next) => onChange(next as Visibility)}
      disabled={disabled}
      className="inline-flex h-10 w-full items-center gap-1 rounded-xl bg-surface-muted p-1 sm:w-auto"
    >
      {profileVisibilities.map((option) => (
        <RadioGroup.Item
          key={option}
          value={option}
          className="inline-flex h-full flex-1 cursor-pointer items-center justify-center rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=checked]:bg-surface data-[state=checked]:text-foreground data-[state=checked]:shadow-sm sm:flex-none"
        >
          {settingsVisibilityLabels[option]}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
