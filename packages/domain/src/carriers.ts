/**
 * The carriers a seller can name when they enter a tracking number (docs/product/handover.md "Shipping"), each with
 * the shapes its tracking numbers take and the public page that tracks one. Only links: Swapyard never fetches these
 * pages. 'other' takes any plausible number and links nowhere.
 */
export const carrierIds = ['usps', 'ups', 'fedex', 'dhl', 'royal_mail', 'canada_post', 'other'] as const;
export type CarrierId = (typeof carrierIds)[number];

interface Carrier {
  name: string;
  /** Upper-case, spaces removed; one of these must match the whole number. */
  patterns: readonly RegExp[];
  /** The carrier's tracking page for one number; absent for 'other'. */
  trackingUrl?: (trackingNumber: string) => string;
}

export const CARRIERS: Readonly<Record<CarrierId, Carrier>> = {
  usps: {
    name: 'USPS',
    // IMpb (20-22 digits, usually starting 9x) and international S10 numbers ending in US.
    patterns: [/^9\d{19,21}$/, /^[A-Z]{2}\d{9}US$/],
    trackingUrl: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}`,
  },
  ups: {
    name: 'UPS',
    patterns: [/^1Z[0-9A-Z]{16}$/],
    trackingUrl: (n) => `https://www.ups.com/track?tracknum=${encodeURIComponent(n)}`,
  },
  fedex: {
    name: 'FedEx',
    patterns: [/^\d{12}$/, /^\d{15}$/, /^\d{20}$/],
    trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(n)}`,
  },
  dhl: {
    name: 'DHL Express',
    patterns: [/^\d{10}$/, /^JJD\d{18}$/],
    trackingUrl: (n) =>
      `https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=${encodeURIComponent(n)}`,
  },
  royal_mail: {
    name: 'Royal Mail',
    patterns: [/^[A-Z]{2}\d{9}GB$/],
    trackingUrl: (n) =>
      `https://www.royalmail.com/track-your-item#/tracking-results/${encodeURIComponent(n)}`,
  },
  canada_post: {
    name: 'Canada Post',
    patterns: [/^\d{16}$/, /^[A-Z]{2}\d{9}CA$/],
    trackingUrl: (n) =>
      `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${encodeURIComponent(n)}`,
  },
  other: { name: 'Other carrier', patterns: [/^[A-Z0-9-]{6,40}$/] },
};

/** A tracking number as carriers print it varies in spaces and case; this is the form stored and matched. */
export const normaliseTrackingNumber = (value: string) => value.replace(/[\s]/g, '').toUpperCase();

export const fitsCarrier = (carrier: CarrierId, trackingNumber: string) =>
  CARRIERS[carrier].patterns.some((pattern) => pattern.test(normaliseTrackingNumber(trackingNumber)));

export const trackingUrlOf = (carrier: CarrierId, trackingNumber: string): string | undefined =>
  CARRIERS[carrier].trackingUrl?.(normaliseTrackingNumber(trackingNumber));

/** What a carrier's tracking says of a parcel (a shipping API's webhooks, docs/product/handover.md "Shipping"). */
export const trackingStatuses = [
  'pre_transit',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'returned',
  'failure',
  'unknown',
] as const;
export type TrackingStatus = (typeof trackingStatuses)[number];

/** How the trade's page words the carrier's latest tracking status. */
export const TRACKING_STATUS_LABELS: Readonly<Record<TrackingStatus, string>> = {
  pre_transit: 'Label created',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  returned: 'Returned to the sender',
  failure: 'Delivery problem: check the tracking page',
  unknown: 'No news from the carrier yet',
};
