import { settingsToggleLabels, type UpdateUserSettings, type UserSettings } from '@swapyard/domain/settings';
import { Bell, Eye, Mail, MapPin, Radio, Repeat } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/errors';
import { useUpdateSettings } from '../api/update-settings';
import { SettingRow } from './setting-row';
import { Switch } from '@/components/ui/switch';
import { TwoFactorSetting } from './two-factor-setting';
import { VisibilityControl } from './visibility-control';

type Key = keyof UserSettings;
type SwitchKey = Exclude<Key, 'profileVisibility'>;

const descriptions: Record<Key, string> = {
  profileVisibility:
    'Who can see your profile details and closets. Friends are members you follow who follow you back.',
  showOnlineStatus: 'Let other members see when you are online.',
  locationSharing: 'Show your location on your profile and your listings.',
  pushNotifications: 'Alerts on this device.',
  emailNotifications: 'Updates sent to your email address.',
  tradeUpdates: 'News about your offers and trades.',
};

const icons: Record<SwitchKey, ReactNode> = {
  showOnlineStatus: <Radio />,
  locationSharing: <MapPin />,
  pushNotifications: <Bell />,
  emailNotifications: <Mail />,
  tradeUpdates: <Repeat />,
};

/** How long the quiet "Saved" stays beside a setting. */
const SAVED_FOR_MS = 2000;

/**
 * The toggles (docs/product/settings.md), each saved as soon as it changes (optimistic; a failure moves it back and
 * says why), grouped as Privacy, Notifications and Security.
 */
export function SettingsToggles({
  settings,
  twoFactorEnabled,
}: {
  settings: UserSettings;
  twoFactorEnabled: boolean;
}) {
  const update = useUpdateSettings();
  const [saved, setSaved] = useState<Key | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function change(patch: UpdateUserSettings) {
    const key = Object.keys(patch)[0] as Key;
    setSaved(null);
    update.mutate(patch, {
      onSuccess: () => {
        setSaved(key);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setSaved(null), SAVED_FOR_MS);
      },
      onError: (error) => toast.error('Failed to save settings', { description: errorMessage(error) }),
    });
  }

  const switchRow = (key: SwitchKey) => (
    <SettingRow
      key={key}
      labelId={`setting-${key}`}
      icon={icons[key]}
      label={settingsToggleLabels[key]}
      description={descriptions[key]}
      saved={saved === key}
      control={
        <Switch
          aria-labelledby={`setting-${key}`}
          aria-describedby={`setting-${key}-description`}
          checked={settings[key]}
          onCheckedChange={(value) => change({ [key]: value })}
        />
      }
    />
  );

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Privacy</CardTitle>
          <CardDescription>What other members can see about you.</CardDescription>
        </CardHeader>
        <CardContent className="divide-y divide-border">
          <SettingRow
            labelId="setting-profileVisibility"
            icon={<Eye />}
            label={settingsToggleLabels.profileVisibility}
            description={descriptions.profileVisibility}
            saved={saved === 'profileVisibility'}
            stack
            control={
              <VisibilityControl
                labelId="setting-profileVisibility"
                value={settings.profileVisibility}
                onChange={(profileVisibility) => change({ profileVisibility })}
              />
            }
          />
          {switchRow('showOnlineStatus')}
          {switchRow('locationSharing')}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Notifications</CardTitle>
          <CardDescription>How Swapyard keeps you posted.</CardDescription>
        </CardHeader>
        <CardContent className="divide-y divide-border">
          {switchRow('pushNotifications')}
          {switchRow('emailNotifications')}
          {switchRow('tradeUpdates')}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Security</CardTitle>
          <CardDescription>Protect your account beyond your password.</CardDescription>
        </CardHeader>
        <CardContent>
          <TwoFactorSetting enabled={twoFactorEnabled} />
        </CardContent>
      </Card>
    </>
  );
}
