import type { ItemPhoto } from '@swapyard/domain/items';

/** The item an offer is made for, as the builders need it (from the item page). */
export interface WantedItem {
  id: string;
  title: string;
  /** Integer cents; null when the owner set no value. */
  valueCents: number | null;
  photos: ItemPhoto[];
  owner: { id: string; username: string; fullName: string };
}
