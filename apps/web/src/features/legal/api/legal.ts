import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LegalKind } from '@app/contract';
import { call } from '#web/lib/request';
import { currentLocale } from '#web/lib/i18n';

export const legalKeys = {
  all: ['legal'] as const,
  document: (kind: LegalKind, locale: string) => ['legal', 'document', kind, locale] as const,
  consents: ['legal', 'consents'] as const,
};

/** The current version of a legal page in the app's language (the server says when it is English instead). */
export function useLegalDocument(kind: LegalKind) {
  const locale = currentLocale();
  return useQuery({
    queryKey: legalKeys.document(kind, locale),
    queryFn: ({ signal }) => call('legal/getDocument', { kind }, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** Which versions of the agreements the signed-in user accepted. */
export function useMyConsents(enabled: boolean) {
  return useQuery({
    queryKey: legalKeys.consents,
    queryFn: ({ signal }) => call('legal/getMyConsents', {}, { signal, silent: true }),
    enabled,
  });
}

/** After the server refused stale versions: read the pages again. */
export function useRefreshLegal() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: legalKeys.all });
}
