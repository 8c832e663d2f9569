import { addressInputSchema, type Address } from '@swapyard/domain/handovers';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useSaveAddress } from '../api/addresses';
import { countryOptions } from '../lib/countries';
import { fieldErrors } from '../lib/field-errors';
import { SelectField } from './select-field';

type TextField = 'name' | 'line1' | 'line2' | 'city' | 'region' | 'postalCode' | 'country';
type Values = Record<TextField, string> & { isDefault: boolean };

const toValues = (address: Address | undefined, country: string): Values => ({
  name: address?.name ?? '',
  line1: address?.line1 ?? '',
  line2: address?.line2 ?? '',
  city: address?.city ?? '',
  region: address?.region ?? '',
  postalCode: address?.postalCode ?? '',
  country: address?.country ?? country,
  isDefault: address?.isDefault ?? false,
});

/**
 * Adding (no `address`) or changing an address of the book, checked with the server's own rules before it is sent.
 * Mounted fresh on each open. `first`: the book is empty, so this one becomes the default anyway.
 */
export function AddressFormDialogContent({
  address,
  first,
  country = '',
  onDone,
}: {
  address?: Address;
  first: boolean;
  /** The country a new address starts with (the default address's). */
  country?: string;
  onDone: () => void;
}) {
  const [values, setValues] = useState(() => toValues(address, country));
  const [errors, setErrors] = useState<Partial<Record<TextField, string>>>({});
  const save = useSaveAddress();
  // A second press before the button re-renders as disabled sends nothing.
  const inFlight = useRef(false);
  const formId = useId();
  const defaultId = useId();

  const field = (name: TextField) => ({
    value: values[name],
    error: errors[name],
    disabled: save.isPending,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const parsed = addressInputSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    inFlight.current = true;
    // The dialog closes on success, so the follow-up runs on the promise, not on the mutation's callbacks.
    save
      .mutateAsync({ addressId: address?.id, body: parsed.data })
      .then(
        () => {
          toast.success('Address saved');
          onDone();
        },
        (error: unknown) => toast.error('Address not saved', { description: errorMessage(error) }),
      )
      .finally(() => {
        inFlight.current = false;
      });
  };

  return (
    <DialogContent className="flex max-h-[84dvh] flex-col">
      <div className="grid gap-1 border-b border-border pt-5 pr-14 pb-4 pl-5 sm:pl-6">
        <DialogTitle>{address ? 'Edit address' : 'Add an address'}</DialogTitle>
        <DialogDescription>Where the items you get are shipped, as the label should read.</DialogDescription>
      </div>
      <form
        id={formId}
        noValidate
        onSubmit={onSubmit}
        className="grid gap-4 overflow-y-auto px-5 py-5 sm:px-6"
      >
        <FormField label="Name" autoComplete="name" {...field('name')} />
        <FormField label="Address" autoComplete="address-line1" {...field('line1')} />
        <FormField label="Second line (optional)" autoComplete="address-line2" {...field('line2')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="City" autoComplete="address-level2" {...field('city')} />
          <FormField label="State or region (optional)" autoComplete="address-level1" {...field('region')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Postal code" autoComplete="postal-code" {...field('postalCode')} />
          <SelectField label="Country" autoComplete="country" {...field('country')}>
            <option value="" disabled>
              Choose a country
            </option>
            {countryOptions(values.country).map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </SelectField>
        </div>
        {first ? null : (
          <div className="flex items-center gap-3">
            <Switch
              id={defaultId}
              checked={values.isDefault}
              // The default stays the default until another is chosen.
              disabled={save.isPending || address?.isDefault}
              onCheckedChange={(isDefault) => setValues((current) => ({ ...current, isDefault }))}
            />
            <Label htmlFor={defaultId}>Use as default</Label>
          </div>
        )}
      </form>
      <div className="flex justify-end gap-2 border-t border-border px-5 py-4 sm:px-6">
        <DialogClose asChild>
          <Button variant="secondary" disabled={save.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" form={formId} disabled={save.isPending}>
          {save.isPending ? <Spinner className="size-4" /> : null}
          Save address
        </Button>
      </div>
    </DialogContent>
  );
}
