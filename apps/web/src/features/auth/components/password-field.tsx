import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';

/** A password input with a show/hide toggle, so people on phones can check what they typed. */
export function PasswordField(props: Omit<ComponentProps<typeof FormField>, 'type' | 'endAdornment'>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      type={visible ? 'text' : 'password'}
      className="pr-12"
      endAdornment={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-r-xl text-muted-foreground hover:text-foreground"
        >
          {visible ? <EyeOff aria-hidden className="size-4.5" /> : <Eye aria-hidden className="size-4.5" />}
        </button>
      }
    />
  );
}
