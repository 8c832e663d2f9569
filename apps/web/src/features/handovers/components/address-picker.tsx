import type { Address } from '@swapyard/domain/handovers';
import { appRoutes } from '@swapyard/domain/routes';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { AddressLines } from './address-lines';

/** The receiver's address book to ship to, one chosen; when it is empty, the way to Settings to add one. */
export function AddressPicker({
  name,
  addresses,
  value,
  onChange,
}: {
  /** The radio group's name, unique on the page. */
  name: string;
  addresses: Address[] | undefined;
  value: string | null;
  onChange: (addressId: string) => void;
}) {
  if (!addresses) return <Spinner label="Loading your addresses..." />;
  if (addresses.length === 0) {
    return (
      <div className="grid gap-2 rounded-xl bg-surface-muted p-3 text-sm">
        <p>Add the address to ship to in Settings, then come back to choose it.</p>
        <Button asChild variant="secondary" size="sm" className="justify-self-start">
          <Link to={appRoutes.settings}>
            <Plus aria-hidden className="size-4" />
            Add an address
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">Ship it to</legend>
      <div className="grid gap-2">
        {addresses.map((address) => (
          <label
            key={address.id}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border border-border p-3 transition-colors',
              value === address.id && 'border-primary bg-primary-soft/50 dark:border-brand',
            )}
          >
            <input
              type="radio"
              name={name}
              value={address.id}
              checked={value === address.id}
              onChange={() => onChange(address.id)}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <AddressLines address={address} />
          </label>
        ))}
        <Link
          to={appRoutes.settings}
          className="justify-self-start text-sm text-primary underline-offset-4 hover:underline dark:text-brand"
        >
          Manage your addresses in Settings
        </Link>
      </div>
    </fieldset>
  );
}
