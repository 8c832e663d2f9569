import type { ItemPhoto } from '@swapyard/domain/items';

/** The item an offer is made for, as the builders need it (from the item page). */
export interface WantedItem {
  id: string;
  title: string;
  /** Integer cents; null when the owner set no value. */
  valueCents: number | null;
  photos: ItemPhoto[];
  /** Whether it can be bought at once at its value (Buy now). */
  buyNow: boolean;
  /** How it is handed over and its postage (Buy now adds the postage when shipped). */
  ships: boolean;
  meetsUp: boolean;
  shippingCents: number;
  owner: { id: string; username: string; fullName: string };
}
