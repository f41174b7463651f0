import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyStoreData, SaveStoreSettingsBody } from '@app/contract';
import { call, upload } from '#web/lib/request';

export const sellerStoreKey = ['seller', 'store'] as const;

/**
 * The seller's own store. Quiet on failure: a signed-in user without a store is sent to open one,
 * which is no error worth a toast.
 */
export function useMyStore() {
  return useQuery({
    queryKey: sellerStoreKey,
    queryFn: () => call('store/getMyStore', {}, { silent: true }),
    retry: false,
  });
}

export function useSaveStoreSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveStoreSettingsBody) => call('store/saveSettings', body),
    onSuccess: (data: MyStoreData) => client.setQueryData(sellerStoreKey, data),
  });
}

/** A new store logo goes through the upload call into the `store` folder (the server checks it is the owner's). */
export function useUploadLogo() {
  return useMutation({ mutationFn: (file: File) => upload(file, 'store', file.name) });
}

/** What the settings the seller saves look like now (every field is sent). */
export function settingsOf(store: MyStoreData): SaveStoreSettingsBody {
  return {
    name: store.name,
    logo: store.logo,
    address: store.address,
    phone: store.phone,
    whatsapp: store.whatsapp,
    notifyOrders: store.notifyOrders,
  };
}
