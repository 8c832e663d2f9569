import { settingsToggleLabels } from '@swapyard/domain/settings';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { SettingRow } from './setting-row';
import { Switch } from '@/components/ui/switch';
import { TwoFactorDisableDialog } from './two-factor-disable-dialog';
import { TwoFactorEnrolDialog } from './two-factor-enrol-dialog';

/**
 * The Two-Factor Authentication toggle. Its state is the account's (`me.user.twoFactorEnabled`): switching it
 * opens the enrolment or the password check, and moves only once the server has changed it.
 */
export function TwoFactorSetting({ enabled }: { enabled: boolean }) {
  const [dialog, setDialog] = useState<'enrol' | 'disable' | null>(null);
  const labelId = 'setting-two-factor';
  return (
    <>
      <SettingRow
        labelId={labelId}
        icon={<ShieldCheck />}
        label={settingsToggleLabels.twoFactor}
        description={
          enabled
            ? 'On: signing in asks for a code from your authenticator app.'
            : 'Ask for a code from an authenticator app when you sign in.'
        }
        control={
          <Switch
            aria-labelledby={labelId}
            aria-describedby={`${labelId}-description`}
            checked={enabled}
            onCheckedChange={(on) => setDialog(on ? 'enrol' : 'disable')}
          />
        }
      />
      <TwoFactorEnrolDialog
        open={dialog === 'enrol'}
        onOpenChange={(open) => setDialog(open ? 'enrol' : null)}
      />
      <TwoFactorDisableDialog
        open={dialog === 'disable'}
        onOpenChange={(open) => setDialog(open ? 'disable' : null)}
      />
    </>
  );
}
