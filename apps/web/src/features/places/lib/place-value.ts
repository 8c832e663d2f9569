/** What a location field holds: the text shown, and the place it is when one was chosen from the list. */
export type PlaceValue = { placeId: number | null; location: string };

export const noPlace: PlaceValue = { placeId: null, location: '' };

/** A place and location as the API gives them → the field's value. */
export const placeValueOf = (from: { placeId: number | null; location: string | null }): PlaceValue => ({
  placeId: from.placeId,
  location: from.location ?? '',
});

/**
 * What a form sends for the field: the chosen place, or else the text as written, which the server matches to a
 * place when it names one unambiguously ('' clears it).
 */
export const placeBody = (value: PlaceValue): { placeId: number } | { location: string } =>
  value.placeId !== null ? { placeId: value.placeId } : { location: value.location };
