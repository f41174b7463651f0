import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddFromWarehouseBody,
  SaveSellerGoodsBody,
  SellerComment,
  SellerGoods,
  SellerGoodsFilter,
  SellerGoodsInfo,
} from '@app/contract';
import { call, upload } from '#web/lib/request';
import type { SellerCommentFilter } from '#web/features/seller/products/paths';

export const sellerGoodsKeys = {
  all: ['seller', 'goods'] as const,
  counts: ['seller', 'goods', 'counts'] as const,
  list: (filter: SellerGoodsFilter, keyword: string) => ['seller', 'goods', 'list', filter, keyword] as const,
  info: (id: number) => ['seller', 'goods', 'info', id] as const,
  categories: ['seller', 'goods', 'categories'] as const,
  terms: ['seller', 'warehouse', 'terms'] as const,
  warehouse: (keyword: string, categoryId: number | null) =>
    ['seller', 'warehouse', 'list', keyword, categoryId] as const,
  comments: (filter: SellerCommentFilter) => ['seller', 'comments', filter] as const,
};

const PAGE_SIZE = 20;

interface Page {
  page: number;
  pageSize: number;
  total: number;
  list: unknown[];
}
const nextPage = (last: Page) =>
  last.list.length > 0 && last.page * last.pageSize < last.total ? last.page + 1 : undefined;

/** How many products each filter holds, the level's limit and whether staff review new products. */
export function useGoodsCounts() {
  return useQuery({
    queryKey: sellerGoodsKeys.counts,
    queryFn: ({ signal }) => call('store/getGoodsCounts', {}, { signal, silent: true }),
  });
}

/** One filter of the store's products (optionally a keyword), page by page. */
export function useSellerGoods(filter: SellerGoodsFilter, keyword: string) {
  return useInfiniteQuery({
    queryKey: sellerGoodsKeys.list(filter, keyword),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call(
        'store/getGoodsList',
        { filter, page: pageParam, pageSize: PAGE_SIZE, ...(keyword ? { keyword } : {}) },
        { signal, silent: true },
      ),
    getNextPageParam: nextPage,
  });
}

export function useSellerGoodsInfo(id: number) {
  return useQuery({
    queryKey: sellerGoodsKeys.info(id),
    queryFn: ({ signal }) => call('store/getGoodsInfo', { id }, { signal, silent: true }),
    enabled: id > 0,
    retry: false,
  });
}

/** The marketplace's two-level category tree (the form picks a child). */
export function useGoodsCategories() {
  return useQuery({
    queryKey: sellerGoodsKeys.categories,
    queryFn: async () => (await call('category/getCategoryList', {}, { silent: true })).list,
    staleTime: 5 * 60_000,
  });
}

/** After products changed: every list, the counts, the store's figures and the dashboard reload. */
function useGoodsChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: sellerGoodsKeys.all });
    void client.invalidateQueries({ queryKey: ['seller', 'warehouse'] });
    void client.invalidateQueries({ queryKey: ['seller', 'store'] });
    void client.invalidateQueries({ queryKey: ['seller', 'dashboard'] });
  };
}

/** Add or change a product; the server's field errors come back to the form (no toast). */
export function useSaveGoods() {
  const changed = useGoodsChanged();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSellerGoodsBody) => call('store/saveGoods', body, { silent: true }),
    onSuccess: (data: SellerGoodsInfo) => {
      client.setQueryData(sellerGoodsKeys.info(data.id), data);
      changed();
    },
  });
}

export function useSetOnSale() {
  const changed = useGoodsChanged();
  return useMutation({
    mutationFn: (body: { ids: number[]; onSale: boolean }) => call('store/setGoodsOnSale', body),
    onSuccess: changed,
  });
}

export function useDeleteGoods() {
  const changed = useGoodsChanged();
  return useMutation({
    mutationFn: (ids: number[]) => call('store/deleteGoods', { ids }),
    onSuccess: changed,
  });
}

export function usePinGoods() {
  const changed = useGoodsChanged();
  return useMutation({
    mutationFn: (body: { id: number; pinned: boolean }): Promise<SellerGoods> => call('store/pinGoods', body),
    onSuccess: changed,
  });
}

/** A product image goes through the upload call into the `goods` folder (the server checks it is the seller's). */
export function useUploadGoodsImage() {
  return useMutation({ mutationFn: (file: File) => upload(file, 'goods', file.name) });
}

// ---------- the platform warehouse ----------

export function useWarehouseTerms() {
  return useQuery({
    queryKey: sellerGoodsKeys.terms,
    queryFn: ({ signal }) => call('store/getWarehouseTerms', {}, { signal, silent: true }),
  });
}

export function useWarehouseGoods(keyword: string, categoryId: number | null) {
  return useInfiniteQuery({
    queryKey: sellerGoodsKeys.warehouse(keyword, categoryId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call(
        'store/getWarehouseList',
        {
          page: pageParam,
          pageSize: PAGE_SIZE,
          ...(keyword ? { keyword } : {}),
          ...(categoryId ? { categoryId } : {}),
        },
        { signal, silent: true },
      ),
    getNextPageParam: nextPage,
  });
}

export function useAddFromWarehouse() {
  const changed = useGoodsChanged();
  return useMutation({
    mutationFn: (body: AddFromWarehouseBody) => call('store/addFromWarehouse', body),
    onSuccess: changed,
  });
}

// ---------- the store's reviews ----------

export function useSellerComments(filter: SellerCommentFilter) {
  return useInfiniteQuery({
    queryKey: sellerGoodsKeys.comments(filter),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call(
        'store/getCommentList',
        { filter, page: pageParam, pageSize: PAGE_SIZE },
        { signal, silent: true },
      ),
    getNextPageParam: nextPage,
  });
}

export function useReplyComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; reply: string }): Promise<SellerComment> =>
      call('store/replyComment', body, { silent: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['seller', 'comments'] }),
  });
}
