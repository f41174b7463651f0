import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  ApiBody,
  ApiData,
  GoodsCard,
  GoodsInfo,
  ListPage,
  StoreCard,
  StorePageData,
} from '@app/contract';
import { call } from '#web/lib/request';

export const PAGE_SIZE = 20;

/** A product list query without its paging: keyword, category, store, sort and filters. */
export type GoodsFilter = Omit<ApiBody<'goods/getGoodsList'>, 'page' | 'pageSize'>;

export const catalogKeys = {
  all: ['catalog'] as const,
  categories: ['catalog', 'categories'] as const,
  home: ['catalog', 'home'] as const,
  goodsLists: ['catalog', 'goods'] as const,
  goods: (filter: GoodsFilter) => ['catalog', 'goods', filter] as const,
  infos: ['catalog', 'info'] as const,
  info: (id: number) => ['catalog', 'info', id] as const,
  comments: (goodsId: number, withImages: boolean) => ['catalog', 'comments', goodsId, withImages] as const,
  stores: ['catalog', 'store'] as const,
  store: (id: number) => ['catalog', 'store', id] as const,
  wishes: ['catalog', 'wishes'] as const,
  follows: ['catalog', 'follows'] as const,
};

/** The page after `last`, or undefined when every item has been loaded. */
export function nextPage(last: ListPage<unknown>): number | undefined {
  return last.page * last.pageSize < last.total && last.list.length > 0 ? last.page + 1 : undefined;
}

/** Items of every loaded page, in order. */
export function flatten<T>(data: InfiniteData<ListPage<T>> | undefined): T[] {
  return data?.pages.flatMap((p) => p.list) ?? [];
}

export function useCategories() {
  return useQuery({
    queryKey: catalogKeys.categories,
    queryFn: async () => (await call('category/getCategoryList', {})).list,
    staleTime: 5 * 60_000,
  });
}

export function useHome() {
  return useQuery({ queryKey: catalogKeys.home, queryFn: () => call('mall/getHome', {}), staleTime: 60_000 });
}

export function useGoodsList(filter: GoodsFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: catalogKeys.goods(filter),
    queryFn: ({ pageParam, signal }) =>
      call('goods/getGoodsList', { ...filter, page: pageParam, pageSize: PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 60_000,
    enabled,
  });
}

export function useGoodsInfo(id: number) {
  return useQuery({
    queryKey: catalogKeys.info(id),
    // The page shows GOODS_NOT_FOUND as its own state, so that one error is not toasted.
    queryFn: () => call('goods/getGoodsInfo', { id }, { silent: true }),
    enabled: id > 0,
  });
}

export function useComments(goodsId: number, withImages: boolean, enabled = true) {
  return useInfiniteQuery({
    queryKey: catalogKeys.comments(goodsId, withImages),
    queryFn: ({ pageParam }) =>
      call('goods/getCommentList', {
        goodsId,
        page: pageParam,
        pageSize: 10,
        ...(withImages ? { withImages: true } : {}),
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: enabled && goodsId > 0,
  });
}

export function useStorePage(id: number) {
  return useQuery({
    queryKey: catalogKeys.store(id),
    queryFn: () => call('store/getStoreInfo', { id }, { silent: true }),
    enabled: id > 0,
  });
}

export function useWishList() {
  return useInfiniteQuery({
    queryKey: catalogKeys.wishes,
    queryFn: ({ pageParam }) => call('wish/getWishList', { page: pageParam, pageSize: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useFollowList() {
  return useInfiniteQuery({
    queryKey: catalogKeys.follows,
    queryFn: ({ pageParam }) => call('follow/getFollowList', { page: pageParam, pageSize: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

type ListData<T> = InfiniteData<ListPage<T>>;

/** Removes matching items from every loaded page of a list (an optimistic "unwish" or "unfollow"). */
function removeFromList<T extends { id: number }>(data: ListData<T> | undefined, id: number) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((p) => {
      const list = p.list.filter((item) => item.id !== id);
      return { ...p, list, total: p.total - (p.list.length - list.length) };
    }),
  };
}

interface Snapshot {
  entries: [readonly unknown[], unknown][];
}

function snapshot(client: QueryClient, keys: (readonly unknown[])[]): Snapshot {
  return { entries: keys.flatMap((queryKey) => client.getQueriesData({ queryKey })) };
}

function restore(client: QueryClient, snap: Snapshot | undefined) {
  snap?.entries.forEach(([key, data]) => client.setQueryData(key, data));
}

export interface WishVars {
  goodsId: number;
  wished: boolean;
}

/** Adds a product to the wish list or takes it off; the heart and the list change at once. */
export function useToggleWish() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ goodsId, wished }: WishVars) => call('wish/toggle', { goodsId, wished }),
    onMutate: async ({ goodsId, wished }) => {
      await client.cancelQueries({ queryKey: catalogKeys.info(goodsId) });
      await client.cancelQueries({ queryKey: catalogKeys.wishes });
      const snap = snapshot(client, [catalogKeys.info(goodsId), catalogKeys.wishes]);
      client.setQueryData<GoodsInfo>(catalogKeys.info(goodsId), (old) => (old ? { ...old, wished } : old));
      if (!wished) {
        client.setQueryData<ListData<GoodsCard>>(catalogKeys.wishes, (old) => removeFromList(old, goodsId));
      }
      return snap;
    },
    onError: (_error, _vars, snap) => restore(client, snap),
    onSettled: () => client.invalidateQueries({ queryKey: catalogKeys.wishes }),
  });
}

export interface FollowVars {
  storeId: number;
  followed: boolean;
}

type StoreLike = { id: number; followed: boolean; followers: number };

function patchStore<S extends StoreLike>(store: S, storeId: number, patch: Partial<StoreLike>): S {
  return store.id === storeId ? { ...store, ...patch } : store;
}

/** Writes a store's follow state into every cached product page and store page showing it. */
function applyFollow(client: QueryClient, storeId: number, patch: Partial<StoreLike>) {
  client.setQueriesData<GoodsInfo>({ queryKey: catalogKeys.infos }, (old) =>
    old ? { ...old, store: patchStore(old.store, storeId, patch) } : old,
  );
  client.setQueryData<StorePageData>(catalogKeys.store(storeId), (old) =>
    old ? { ...old, store: patchStore(old.store, storeId, patch) } : old,
  );
}

/** Follows or unfollows a store; the button and the follower count change at once. */
export function useToggleFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId, followed }: FollowVars) => call('follow/toggle', { storeId, followed }),
    onMutate: async ({ storeId, followed }) => {
      await client.cancelQueries({ queryKey: catalogKeys.infos });
      await client.cancelQueries({ queryKey: catalogKeys.store(storeId) });
      await client.cancelQueries({ queryKey: catalogKeys.follows });
      const snap = snapshot(client, [catalogKeys.infos, catalogKeys.store(storeId), catalogKeys.follows]);
      const current =
        client.getQueryData<StorePageData>(catalogKeys.store(storeId))?.store.followers ??
        client
          .getQueriesData<GoodsInfo>({ queryKey: catalogKeys.infos })
          .map(([, d]) => d?.store)
          .find((s) => s?.id === storeId)?.followers;
      const followers = current === undefined ? undefined : Math.max(0, current + (followed ? 1 : -1));
      applyFollow(client, storeId, { followed, ...(followers === undefined ? {} : { followers }) });
      if (!followed) {
        client.setQueryData<ListData<StoreCard>>(catalogKeys.follows, (old) => removeFromList(old, storeId));
      }
      return snap;
    },
    onSuccess: (data: ApiData<'follow/toggle'>, { storeId }) =>
      applyFollow(client, storeId, { followed: data.followed, followers: data.followers }),
    onError: (_error, _vars, snap) => restore(client, snap),
    onSettled: () => client.invalidateQueries({ queryKey: catalogKeys.follows }),
  });
}
