// The places feature's public surface (docs/product/places.md): the location field of the profile and listing forms,
// which offers places from the gazetteer as the member types.
export { PlaceField } from './components/place-field';
export { noPlace, placeBody, placeValueOf, type PlaceValue } from './lib/place-value';
