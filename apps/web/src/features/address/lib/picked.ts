import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

// The address the buyer chose for the checkout in progress (in memory: a new visit starts from the default).
const picked = createStore<{ id: number | null }>(() => ({ id: null }));

export function pickAddress(id: number | null): void {
  picked.setState({ id });
}

export function usePickedAddress(): number | null {
  return useStore(picked, (s) => s.id);
}
