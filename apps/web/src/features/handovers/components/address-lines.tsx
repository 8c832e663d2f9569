import { addressLines, type Address } from '@swapyard/domain/handovers';
import { cn } from '@/lib/cn';
import { countryName } from '../lib/countries';

/** An address as it is printed on the label (the name first, then street, town and country), the country named. */
export function AddressLines({
  address,
  className,
}: {
  address: Omit<Address, 'id' | 'isDefault'>;
  className?: string;
}) {
  const [name, ...rest] = addressLines({ ...address, country: countryName(address.country) });
  return (
    <address className={cn('grid min-w-0 text-sm not-italic', className)}>
      <span className="font-medium break-words">{name}</span>
      {rest.map((line, index) => (
        <span key={index} className="break-words text-muted-foreground">
          {line}
        </span>
      ))}
    </address>
  );
}
