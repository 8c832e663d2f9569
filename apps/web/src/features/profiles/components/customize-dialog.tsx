import { profileMessages, type VisiblePublicProfile } from '@swapyard/domain/profiles';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/errors';
import { useUpdateProfile } from '../api/update-profile';
import { toCustomizeValues, toProfileUpdate, type CustomizeValues } from '../lib/customize-form';
import { CustomizeBasicTab } from './customize-basic-tab';
import { CustomizePrivacyTab } from './customize-privacy-tab';
import { CustomizeStyleTab } from './customize-style-tab';
import { CustomizeThemeTab } from './customize-theme-tab';

const FORM_ID = 'customize-profile-form';

/** 'Customize Your Profile' (docs/product/profiles.md): tabs Basic, Style, Theme, Privacy; Save Changes, Cancel. */
export function CustomizeDialogContent({
  profile,
  onDone,
}: {
  profile: VisiblePublicProfile;
  onDone: () => void;
}) {
  const [values, setValues] = useState<CustomizeValues>(() => toCustomizeValues(profile));
  const update = useUpdateProfile();
  const onChange = (patch: Partial<CustomizeValues>) => setValues((current) => ({ ...current, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(toProfileUpdate(values), {
      onSuccess: () => {
        toast.success(profileMessages.updated, { description: profileMessages.updatedText });
        onDone();
      },
      onError: (error) => toast.error(profileMessages.updateFailed, { description: errorMessage(error) }),
    });
  };

  return (
    <DialogContent className="flex max-h-[86dvh] max-w-xl flex-col sm:top-[7vh]">
      <div className="grid gap-1 border-b border-border px-6 pt-5 pr-14 pb-4">
        <DialogTitle>Customize Your Profile</DialogTitle>
        <DialogDescription>Make your profile yours: photo, style, colour and privacy.</DialogDescription>
      </div>
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="min-h-0 overflow-y-auto px-6 py-4">
        <Tabs defaultValue="basic" className="grid gap-4">
          <TabsList className="grid w-full grid-cols-4">
            <TabsTrigger value="basic">Basic</TabsTrigger>
            <TabsTrigger value="style">Style</TabsTrigger>
            <TabsTrigger value="theme">Theme</TabsTrigger>
            <TabsTrigger value="privacy">Privacy</TabsTrigger>
          </TabsList>
          <TabsContent value="basic">
            <CustomizeBasicTab profile={profile} values={values} onChange={onChange} />
          </TabsContent>
          <TabsContent value="style">
            <CustomizeStyleTab values={values} onChange={onChange} />
          </TabsContent>
          <TabsContent value="theme">
            <CustomizeThemeTab profile={profile} values={values} onChange={onChange} />
          </TabsContent>
          <TabsContent value="privacy">
            <CustomizePrivacyTab values={values} onChange={onChange} />
          </TabsContent>
        </Tabs>
      </form>
      <div className="flex justify-end gap-2 border-t border-border px-6 py-4">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" form={FORM_ID} disabled={update.isPending}>
          {update.isPending ? <Spinner className="size-4" /> : null}
          Save Changes
        </Button>
      </div>
    </DialogContent>
  );
}
