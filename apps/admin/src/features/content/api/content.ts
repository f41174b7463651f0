import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '../../../lib/request';

export type SaveVipPlanInput = ApiBody<'admin/saveVipPlan'>;
export type SaveBannerInput = ApiBody<'admin/saveVideoBanner'>;
export type SaveHelpInput = ApiBody<'admin/saveHelp'>;
export type FeedbackQuery = ApiBody<'admin/getFeedbackList'>;
export type SaveAppVersionInput = ApiBody<'admin/saveAppVersion'>;

export const contentKeys = {
  plans: ['content', 'vip-plans'] as const,
  banners: ['content', 'banners'] as const,
  help: ['content', 'help'] as const,
  feedback: ['content', 'feedback'] as const,
  feedbackList: (query: FeedbackQuery) => ['content', 'feedback', query] as const,
  versions: ['content', 'versions'] as const,
};

/** A change saved: the list it belongs to is read again. */
function useSave<B, R>(key: readonly string[], save: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

// ---------- VIP plans ----------
export function useVipPlans() {
  return useQuery({
    queryKey: contentKeys.plans,
    queryFn: ({ signal }) => request('admin/getVipPlanList', {}, { signal }),
  });
}
export function useSaveVipPlan() {
  return useSave(contentKeys.plans, (body: SaveVipPlanInput) => request('admin/saveVipPlan', body));
}

// ---------- banners ----------
export function useBanners() {
  return useQuery({
    queryKey: contentKeys.banners,
    queryFn: ({ signal }) => request('admin/getVideoBannerList', {}, { signal }),
  });
}
export function useSaveBanner() {
  return useSave(contentKeys.banners, (body: SaveBannerInput) => request('admin/saveVideoBanner', body));
}
export function useDeleteBanner() {
  return useSave(contentKeys.banners, (id: number) => request('admin/deleteVideoBanner', { id }));
}

// ---------- help ----------
export function useHelpArticles() {
  return useQuery({
    queryKey: contentKeys.help,
    queryFn: ({ signal }) => request('admin/getHelpList', {}, { signal }),
  });
}
export function useSaveHelp() {
  return useSave(contentKeys.help, (body: SaveHelpInput) => request('admin/saveHelp', body));
}
export function useDeleteHelp() {
  return useSave(contentKeys.help, (id: number) => request('admin/deleteHelp', { id }));
}

// ---------- feedback ----------
export function useFeedbackList(query: FeedbackQuery) {
  return useQuery({
    queryKey: contentKeys.feedbackList(query),
    queryFn: ({ signal }) => request('admin/getFeedbackList', query, { signal }),
    placeholderData: keepPreviousData,
    // New feedback arrives on its own; the inbox looks again now and then.
    refetchInterval: 60_000,
  });
}
export function useHandleFeedback() {
  return useSave(contentKeys.feedback, (body: { id: number; note?: string }) =>
    request('admin/handleFeedback', body),
  );
}

// ---------- app versions ----------
export function useAppVersions() {
  return useQuery({
    queryKey: contentKeys.versions,
    queryFn: ({ signal }) => request('admin/getAppVersionList', {}, { signal }),
  });
}
export function useSaveAppVersion() {
  return useSave(contentKeys.versions, (body: SaveAppVersionInput) => request('admin/saveAppVersion', body));
}
