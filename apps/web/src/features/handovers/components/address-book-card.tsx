import { HANDOVER_TEXTS, MAX_ADDRESSES, type Address } from '@swapyard/domain/handovers';
import { MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { useAddresses } from '../api/addresses';
import { AddressFormDialogContent } from './address-form-dialog';
import { AddressRow } from './address-row';

/** The default first, then as the server lists them. */
const defaultFirst = (book: Address[]) => [...book].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));

/**
 * Settings: the member's private address book (docs/product/handover.md), where the items they get are shipped. An
 * order's address goes only to the member sending it (and to staff).
 */
export function AddressBookCard() {
  const addresses = useAddresses();
  // The address being edited, 'new' for one being added; the dialog is closed when null.
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const book = addresses.data ? defaultFirst(addresses.data.addresses) : null;

  let body;
  if (book) {
    body = (
      <>
        {book.length > 0 ? (
          <ul className="grid gap-2">
            {book.map((address) => (
              <AddressRow key={address.id} address={address} onEdit={() => setEditing(address)} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No addresses yet.</p>
        )}
        {book.length < MAX_ADDRESSES ? (
          <Button variant="secondary" className="justify-self-start" onClick={() => setEditing('new')}>
            <Plus aria-hidden className="size-4" />
            Add an address
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{HANDOVER_TEXTS.tooManyAddresses}</p>
        )}
      </>
    );
  } else if (addresses.isError) {
    body = (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">{errorMessage(addresses.error)}</span>
        <Button variant="secondary" size="sm" onClick={() => void addresses.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    body = <Spinner label="Loading your addresses..." />;
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MapPin aria-hidden className="size-5 text-primary dark:text-brand" />
          Addresses
        </CardTitle>
        <CardDescription>
          Where the items you get are shipped. An order&apos;s address is shown only to the member sending it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">{body}</CardContent>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing ? (
          <AddressFormDialogContent
            address={editing === 'new' ? undefined : editing}
            first={book?.length === 0}
            country={book?.[0]?.country}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </Card>
  );
}
