/**
 * Shipping labels and tracking through a carrier API (the scale-out side of DESIGN.md's "shipping labels and
 * tracking"), and one label interface over it and the embedded printer. The fake server is for tests only and is
 * imported by its path.
 */
export {
  isNewer,
  SHIPPING_UNAVAILABLE_MESSAGE,
  ShippingApiError,
  TRACKING_STATUS_RANK,
  trackingStatuses,
  WebhookPayloadError,
  WebhookSignatureError,
  type BoughtLabel,
  type BuyLabelRequest,
  type ShippingAddress,
  type ShippingApi,
  type ShippingApiFailure,
  type TrackingEvent,
  type TrackingStatus,
} from './carrier-api.ts';
export { easyPostShippingApi, type EasyPostOptions } from './easypost.ts';
export { DEFAULT_PARCEL, type Parcel } from './easypost-wire.ts';
export type { RetryPolicy } from './retrying-fetch.ts';
export { boughtLabelSource, printedLabelSource, type LabelSource, type MadeLabel } from './label-source.ts';
