import { endpointUrl } from '@swapyard/domain/endpoint';
import { handoversEndpoints } from '@swapyard/domain/endpoints/handovers';
import { CARRIERS, carrierIds, type CarrierId } from '@swapyard/domain/carriers';
import { HANDOVER_TEXTS, shipmentSchema, type Handover } from '@swapyard/domain/handovers';
import { Printer, ShoppingCart, Truck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useHandoverStep } from '../hooks/use-handover-step';
import { fieldErrors } from '../lib/field-errors';
import { SelectField } from './select-field';
import { StepButton } from './step-button';

type Errors = Partial<Record<'carrier' | 'trackingNumber', string>>;

/**
 * The sender's side while it waits to be shipped: where a shipping API is configured, the carrier's label to buy (it
 * ships with its tracking at once); always, our label to print (a PDF, in a new tab), then the carrier and tracking
 * number, checked against the carrier's number shapes before anything is sent.
 */
export function ShipForm({ handover, buysLabels = false }: { handover: Handover; buysLabels?: boolean }) {
  const [carrier, setCarrier] = useState<CarrierId | ''>('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const step = useHandoverStep(handover);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own check (shipmentSchema: fitsCarrier), so a mistyped number is caught before it is sent.
    const parsed = shipmentSchema.safeParse({ carrier: carrier || undefined, trackingNumber });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    void step.run({ action: 'ship', body: parsed.data }, 'Marked as shipped');
  };

  return (
    <div className="grid gap-3">
      {buysLabels ? (
        <div className="grid gap-1.5">
          <StepButton handover={handover} action="buyLabel" done={HANDOVER_TEXTS.labelBought}>
            <ShoppingCart aria-hidden className="size-4" />
            {HANDOVER_TEXTS.buyLabel}
          </StepButton>
          <p className="text-xs text-muted-foreground">{HANDOVER_TEXTS.buyLabelHint}</p>
          <p className="text-sm text-muted-foreground">Or use your own carrier:</p>
        </div>
      ) : null}
      {handover.address ? (
        <Button asChild variant="secondary" className="sm:justify-self-start">
          <a
            href={endpointUrl(handoversEndpoints.label, { params: { handoverId: handover.id } })}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Printer aria-hidden className="size-4" />
            Print label
          </a>
        </Button>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="grid gap-3">
        <SelectField
          label="Carrier"
          value={carrier}
          error={errors.carrier}
          onChange={(event) => {
            setCarrier(event.target.value as CarrierId | '');
            setErrors({});
          }}
        >
          <option value="" disabled>
            Choose the carrier
          </option>
          {carrierIds.map((id) => (
            <option key={id} value={id}>
              {CARRIERS[id].name}
            </option>
          ))}
        </SelectField>
        <FormField
          label="Tracking number"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={trackingNumber}
          error={errors.trackingNumber}
          onChange={(event) => {
            setTrackingNumber(event.target.value);
            if (errors.trackingNumber) setErrors({ ...errors, trackingNumber: undefined });
          }}
        />
        <Button type="submit" className="sm:justify-self-start" disabled={step.pending}>
          <Truck aria-hidden className="size-4" />
          Mark as shipped
        </Button>
      </form>
    </div>
  );
}
