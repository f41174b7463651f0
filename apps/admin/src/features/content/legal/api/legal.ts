import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiData, LegalKind, PublishLegalBody, SaveLegalDraftBody } from '@app/contract';
import { request } from '#admin/lib/request';

export const legalKeys = {
  all: ['content', 'legal'] as const,
  document: (kind: LegalKind) => ['content', 'legal', kind] as const,
};

/** A legal page's draft texts in every language and its published versions. */
export function useLegalDocument(kind: LegalKind) {
  return useQuery({
    queryKey: legalKeys.document(kind),
    queryFn: ({ signal }) => request('admin/getLegalDocument', { kind }, { signal }),
  });
}

function useLegalChange<B>(change: (body: B) => Promise<ApiData<'admin/publishLegal'>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (data) => queryClient.setQueryData(legalKeys.document(data.kind), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: legalKeys.all }),
  });
}

export function useSaveLegalDraft() {
  return useLegalChange((body: SaveLegalDraftBody) => request('admin/saveLegalDraft', body));
}

export function usePublishLegal() {
  return useLegalChange((body: PublishLegalBody) => request('admin/publishLegal', body));
}
