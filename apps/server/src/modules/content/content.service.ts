import { DEFAULT_LOCALE, bannerForReader, inReaderLanguage, type ApiInput } from '@app/contract';
import type { AppContext, CallContext, UserCall } from '#server/context.js';
import { ttlCache } from '#server/lib/ttl-cache.js';
import { contentRepository as repo } from './content.repository.js';
import { createLegalService } from './legal.service.js';

/** What the apps show around the shop and the dramas (banners, version, help), and feedback sent in. */
export function createContentService(ctx: AppContext, deps: { appVersion: string }) {
  const { db, config } = ctx;
  const heroCache = ttlCache<string | undefined>(config.CATALOG_CACHE_MS);

  return {
    /** The membership agreement, privacy policy and about page, and what a user accepted. */
    legal: createLegalService(ctx),

    /** The drama home's first banner picture, which the HTML of `/tv/index` asks the browser to preload. */
    heroImage: () => heroCache.get('tv', async () => (await repo.enabledBanners(db, 'tv'))[0]?.image),

    /** The enabled banners of a place, each in the caller's language or in English with `fallback`. */
    async banners(body: ApiInput<'home/getBanner'>, call: CallContext) {
      const rows = await repo.enabledBanners(db, body.place);
      return { list: rows.map((b) => bannerForReader(b, call.locale)) };
    },

    async version(body: ApiInput<'home/getVersion'>) {
      const row = await repo.version(db, body.platform);
      return {
        platform: body.platform,
        version: row?.version ?? deps.appVersion,
        url: row?.url ?? '/',
        notes: row?.notes ?? '',
        force: row?.force ?? false,
      };
    },

    /** Each published article in the caller's language, or in English with `fallback` when not translated yet. */
    async help(call: CallContext) {
      const rows = await repo.publishedHelp(db);
      return {
        list: rows.map((r) => {
          const shown = inReaderLanguage(
            call.locale === DEFAULT_LOCALE ? undefined : r.translations[call.locale],
            { title: r.title, body: r.body },
            call.locale,
          );
          return {
            id: r.id,
            title: shown.text.title,
            body: shown.text.body,
            locale: shown.locale,
            fallback: shown.fallback,
            updatedAt: r.updatedAt.toISOString(),
          };
        }),
      };
    },

    async submitFeedback(body: ApiInput<'feedback/submit'>, call: UserCall) {
      await repo.insertFeedback(db, { userId: call.user.id, ...body });
      return { ok: true as const };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
