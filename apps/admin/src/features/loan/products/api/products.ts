import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export const productKeys = {
  all: ['loan', 'products'] as const,
};

export function useLoanProducts() {
  return useQuery({
    queryKey: productKeys.all,
    queryFn: ({ signal }) => request('admin/getLoanProductList', {}, { signal }),
  });
}

export function useSaveLoanProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'admin/saveLoanProduct'>) => request('admin/saveLoanProduct', body),
    onSettled: () => client.invalidateQueries({ queryKey: productKeys.all }),
  });
}
