import { createStore } from 'zustand/vanilla';
import type { AddressInput, CountryCode } from '@app/contract';

/** The form's values while the buyer is away picking the place on the map. */
export type AddressDraft = Omit<AddressInput, 'id'>;

export interface PickedPlace {
  latitude: number;
  longitude: number;
  country: CountryCode | null;
}

// In memory only: the form hands its values over when it opens the map and takes them back on return.
const store = createStore<{
  draft: { id: number | null; values: AddressDraft } | null;
  place: PickedPlace | null;
}>(() => ({ draft: null, place: null }));

/** Keep the form's values while /choose-location is open. */
export function keepAddressDraft(id: number | null, values: AddressDraft): void {
  store.setState({ draft: { id, values }, place: null });
}

/** /choose-location's answer: the place under the pin and its country. */
export function returnPickedPlace(place: PickedPlace): void {
  store.setState({ place });
}

/** The kept values of this form (address `id`, or null for a new one) with the picked place, once. */
export function takeAddressDraft(
  id: number | null,
): { values: AddressDraft; place: PickedPlace | null } | null {
  const { draft, place } = store.getState();
  if (!draft || draft.id !== id) return null;
  store.setState({ draft: null, place: null });
  return { values: draft.values, place };
}
