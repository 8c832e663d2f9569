/**
 * EasyPost's v2 wire format, as much of it as the adapter reads: shipments with rates, a bought shipment, tracker
 * events; and the mappings from its carrier names and tracker statuses to ours.
 */
import { z } from 'zod';
import type { CarrierId } from '@swapyard/domain';
import type { ShippingAddress, TrackingStatus } from './carrier-api.ts';

/** Inches and ounces, as EasyPost takes them. */
export interface Parcel {
  length: number;
  width: number;
  height: number;
  weight: number;
}

/** A shoebox-sized box of a pound: orders carry no weight yet, and second-hand items are mostly clothes. */
export const DEFAULT_PARCEL: Parcel = { length: 12, width: 9, height: 4, weight: 16 };

export const toWireAddress = (address: ShippingAddress) => ({
  name: address.name,
  street1: address.line1,
  street2: address.line2 ?? undefined,
  city: address.city,
  state: address.region ?? undefined,
  zip: address.postalCode,
  country: address.country,
});

const rateSchema = z.object({
  id: z.string().min(1),
  carrier: z.string(),
  service: z.string(),
  /** A decimal string, e.g. '7.58'. */
  rate: z.string(),
  currency: z.string().default('USD'),
});
export type WireRate = z.infer<typeof rateSchema>;

export const shipmentSchema = z.object({ id: z.string().min(1), rates: z.array(rateSchema) });

export const boughtShipmentSchema = z.object({
  id: z.string().min(1),
  tracking_code: z.string().min(1),
  selected_rate: rateSchema,
  postage_label: z.object({ label_url: z.url({ protocol: /^https?$/ }) }),
});

export const easyPostTrackerStatuses = [
  'unknown',
  'pre_transit',
  'in_transit',
  'out_for_delivery',
  'available_for_pickup',
  'delivered',
  'return_to_sender',
  'failure',
  'cancelled',
  'error',
] as const;
export type EasyPostTrackerStatus = (typeof easyPostTrackerStatuses)[number];

export const trackerEventSchema = z.object({
  id: z.string().min(1),
  object: z.literal('Event'),
  description: z.enum(['tracker.created', 'tracker.updated']),
  created_at: z.string().nullish(),
  result: z.object({
    object: z.literal('Tracker'),
    id: z.string().min(1),
    tracking_code: z.string().min(1),
    carrier: z.string(),
    status: z.string(),
    shipment_id: z.string().nullish(),
    updated_at: z.string().nullish(),
  }),
});

// Maps, not object literals: a carrier named 'constructor' must not find Object.prototype's.
const carriers = new Map<string, CarrierId>([
  ['usps', 'usps'],
  ['ups', 'ups'],
  ['fedex', 'fedex'],
  ['dhlexpress', 'dhl'],
  ['royalmail', 'royal_mail'],
  ['canadapost', 'canada_post'],
]);

/** EasyPost's carrier name ('USPS', 'FedEx', 'DHLExpress', …) as ours; any other carrier is 'other'. */
export const carrierOf = (name: string): CarrierId => carriers.get(name.toLowerCase()) ?? 'other';

const statuses = new Map<string, TrackingStatus>([
  ['pre_transit', 'pre_transit'],
  ['in_transit', 'in_transit'],
  ['out_for_delivery', 'out_for_delivery'],
  // Waiting at a pickup point: the last step before delivered, as out for delivery is.
  ['available_for_pickup', 'out_for_delivery'],
  ['delivered', 'delivered'],
  ['return_to_sender', 'returned'],
  ['failure', 'failure'],
  // The label was voided: the parcel will not travel on it.
  ['cancelled', 'failure'],
  // 'error' is EasyPost failing to track, not the parcel failing: nothing known.
  ['error', 'unknown'],
  ['unknown', 'unknown'],
]);

/** Statuses EasyPost adds later are 'unknown', which never overrides a known one (isNewer). */
export const trackingStatusOf = (status: string): TrackingStatus => statuses.get(status) ?? 'unknown';

/** '7.58' as 758: money stays integer cents. Null for anything that is not a plain decimal amount. */
export function centsOf(decimal: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The cheapest rate with a readable amount (the first of equals); null when there is none. */
export function cheapestRate(rates: WireRate[]): { rate: WireRate; amountCents: number } | null {
  let best: { rate: WireRate; amountCents: number } | null = null;
  for (const rate of rates) {
    const amountCents = centsOf(rate.rate);
    if (amountCents !== null && (best === null || amountCents < best.amountCents))
      best = { rate, amountCents };
  }
  return best;
}
