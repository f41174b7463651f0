import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DecorationData, SaveDecorationBody } from '@app/contract';
import { call, upload } from '#web/lib/request';
import { catalogKeys } from '#web/features/catalog';

export const decorationKey = ['seller', 'decoration'] as const;

/** The store page's saved decoration with the header buyers see. */
export function useDecoration() {
  return useQuery({
    queryKey: decorationKey,
    queryFn: ({ signal }) => call('store/getDecoration', {}, { signal, silent: true }),
  });
}

export function useSaveDecoration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDecorationBody) => call('store/saveDecoration', body),
    onSuccess: (data: DecorationData) => {
      client.setQueryData(decorationKey, data);
      // The buyer's store page reads the new decoration on its next visit.
      void client.invalidateQueries({ queryKey: catalogKeys.all });
    },
  });
}

/** Decoration pictures go through the upload call into the `store` folder (the server checks they are the owner's). */
export function useUploadStorePicture() {
  return useMutation({ mutationFn: (file: File) => upload(file, 'store', file.name) });
}

/**
 * The store's products a section may show: those buyers can buy now, as buyers see them (the
 * same list the store page's "All products" shows), by keyword.
 */
export function useSectionCandidates(storeId: number, keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: ['seller', 'decoration', 'candidates', storeId, keyword] as const,
    queryFn: ({ signal }) =>
      call(
        'goods/getGoodsList',
        { storeId, sort: 'newest', pageSize: 100, ...(keyword ? { keyword } : {}) },
        { signal, silent: true },
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}
