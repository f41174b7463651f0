import { callKey } from '@app/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Config } from '#server/config/env.js';
import { AppError } from '#server/lib/errors.js';
import { sendStored } from '#server/platform/storage/serve-stored.js';
import { typeOfKey, type Storage } from '#server/platform/storage/storage.js';
import {
  firstViewPage,
  loadFirstView,
  loadServerRenderer,
  renderBounded,
  requestLocale,
  scriptJson,
  signedInHint,
  withDocumentLanguage,
  withImagePreload,
  withRootMarkup,
  type FirstView,
  type ServerRenderer,
} from './first-view.js';

/**
 * Serves the built clients: the console under `/admin/`, the web client everywhere else, with
 * history-mode fallback to each app's index.html. Hashed assets are cached for a year.
 */
export interface WebAppsOptions {
  /**
   * The drama home's first banner (its largest picture): named in the HTML of `/tv/index` so the
   * browser fetches it together with the code instead of after the app has rendered.
   */
  tvHeroImage?: () => Promise<string | undefined>;
}

export async function registerWebApps(
  app: FastifyInstance,
  config: Config,
  media: Storage & { root?: string },
  options: WebAppsOptions = {},
) {
  // Only a stored file's path reaches the disk: folders and a file name of plain characters, no
  // dot-segments, no folder listings; anything else is a localized 404 like any unknown path.
  app.addHook('onRequest', async (request) => {
    if (!/^\/media(\/|\?|$)/.test(request.url)) return;
    const file = request.url.split('?')[0]!;
    if (!/^\/media\/(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.[a-z0-9]{2,5}$/i.test(file))
      throw new AppError('NOT_FOUND');
  });
  if (media.kind === 'local' && media.root) {
    await app.register(fastifyStatic, {
      root: media.root,
      prefix: '/media/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
    });
  } else {
    // On an object store: the same paths, headers and ranges, streamed from the bucket.
    app.get('/media/*', async (request, reply) => {
      const key = request.url.split('?')[0]!.slice('/media/'.length);
      const sent = await sendStored(request, reply, media, key, {
        contentType: typeOfKey(key),
        cacheControl: 'public, max-age=31536000, immutable',
      });
      if (!sent) throw new AppError('NOT_FOUND');
      return reply;
    });
  }

  const apps = [
    { prefix: '/admin/', dir: config.adminDist, entry: undefined },
    { prefix: '/', dir: config.webDist, entry: config.ENTRY },
  ];
  const indexes = new Map<string, string>();
  let firstView: FirstView | undefined;
  let renderer: ServerRenderer | undefined;
  for (const web of apps) {
    const indexFile = path.join(web.dir, 'index.html');
    if (!fs.existsSync(indexFile)) {
      app.log.warn(`${web.prefix}: no build at ${web.dir}; run npm run build`);
      continue;
    }
    let html = fs.readFileSync(indexFile, 'utf8');
    if (web.entry) {
      html = html.replace(
        /<meta name="app-entry" content="[^"]*"/,
        `<meta name="app-entry" content="${web.entry}"`,
      );
      // The map's tile server, when one is configured (the URL's characters are checked at start).
      html = html.replace(
        /<meta name="map-tiles" content="[^"]*"/,
        `<meta name="map-tiles" content="${(config.MAP_TILE_URL ?? '').replaceAll('&', '&amp;')}"`,
      );
    }
    if (web.entry) {
      firstView = loadFirstView(web.dir, html);
      if (firstView) html = firstView.html;
      // The entry pages' markup (decision 0060), when the build made the server module.
      renderer = firstView
        ? await loadServerRenderer(config.webServerEntry, html).catch((error: unknown) => {
            app.log.warn({ err: error }, 'web: server rendering not loaded');
            return undefined;
          })
        : undefined;
    }
    indexes.set(web.prefix, html);
    await app.register(fastifyStatic, {
      root: web.dir,
      prefix: web.prefix,
      decorateReply: web.prefix === '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; they are sent as they are when accepted.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker (decision 0061) is checked on every visit, so a new build is seen at once.
        const worker =
          web.prefix === '/' && filePath.replace(/\.(?:br|gz)$/, '') === path.join(web.dir, 'sw.js');
        reply.header(
          'Cache-Control',
          worker ? 'no-cache' : hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }

  /** The answers of a page's first API calls, as a visitor not signed in would get them. */
  const firstAnswers = async (calls: { path: string; body: Record<string, unknown> }[], lng: string) => {
    const answers: Record<string, unknown> = {};
    await Promise.all(
      calls.map(async (call) => {
        const res = await app.inject({
          method: 'POST',
          url: `/v1/${call.path}`,
          payload: call.body,
          headers: { 'accept-language': lng, 'content-type': 'application/json' },
        });
        if (res.statusCode !== 200) return;
        const json = res.json<{ code?: number; data?: unknown }>();
        if (json.code === 0) answers[callKey(call.path, call.body)] = json.data;
      }),
    );
    return answers;
  };

  const sendIndex = async (
    reply: FastifyReply,
    prefix: string,
    url = '',
    headers: { cookie?: string; 'accept-language'?: string; 'accept-encoding'?: string } = {},
  ) => {
    let html = indexes.get(prefix);
    if (!html) return reply.status(503).type('text/plain').send('Client not built: run npm run build');
    const [path = '/', query = ''] = url.split('?');
    if (options.tvHeroImage && (path === '/tv/index' || (path === '/' && config.ENTRY === 'tv'))) {
      const hero = await options.tvHeroImage().catch(() => undefined);
      if (hero && /^\/[\w\-./]+$/.test(hero)) {
        html = withImagePreload(html, hero);
      }
    }
    if (prefix === '/' && firstView) {
      // Decision 0058: the page's chunks, styles, words and first data travel with the HTML.
      const lng = requestLocale(headers.cookie, headers['accept-language']);
      const page = firstViewPage(path, new URLSearchParams(query), config.ENTRY);
      const parts: string[] = [];
      const words = firstView.words(lng);
      if (words) parts.push(`<script id="app-words" type="application/json">${words}</script>`);
      if (page) {
        const answers = await firstAnswers(page.calls, lng).catch(() => ({}));
        const hero = page.hero?.(answers);
        if (typeof hero === 'string' && /^\/media\/[\w\-./]+$/.test(hero)) {
          html = withImagePreload(html, hero);
        }
        parts.push(
          `<script id="app-data" type="application/json">${scriptJson({ lng, at: Date.now(), answers })}</script>`,
        );
        // The visitor's view of the page, written into the root; a signed-in browser renders its own.
        const words = firstView.wordsOf(lng);
        if (renderer && words && page.calls.length > 0 && !signedInHint(headers.cookie)) {
          const request = { url, entry: config.ENTRY, lng, words, answers };
          const rendered = await renderBounded(renderer, request, (reason, error) =>
            app.log.warn({ err: error }, reason),
          );
          if (rendered) {
            html = withRootMarkup(html, rendered.html);
            parts.push(
              `<script id="app-queries" type="application/json">${scriptJson(rendered.queries)}</script>`,
            );
          }
        }
      }
      html = withDocumentLanguage(html, lng)
        .replace('</head>', `${page ? firstView.pageHead(page.page) : ''}</head>`)
        .replace('</body>', `${parts.join('')}</body>`);
      reply.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
      // The words and data make the page large: sent compressed when the browser takes it.
      const accepts = headers['accept-encoding'] ?? '';
      if (/\bbr\b/.test(accepts)) {
        reply.header('Content-Encoding', 'br');
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          .send(brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
      }
      if (/\bgzip\b/.test(accepts)) {
        reply.header('Content-Encoding', 'gzip');
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          .send(gzipSync(html, { level: 6 }));
      }
    }
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  };
  app.get('/admin', (_req, reply) => reply.redirect('/admin/'));
  app.get('/admin/*', (_req, reply) => sendIndex(reply, '/admin/'));
  app.get('/', (req, reply) => sendIndex(reply, '/', req.url, req.headers));
  app.get('/*', (req, reply) => {
    // Unknown API, media or file paths are real 404s; everything else is a client route (a query
    // such as ?lng=13.38886 is not a file extension).
    const urlPath = req.url.split('?')[0]!;
    if (/^\/(v1|media)(\/|$)/.test(urlPath) || /\.[a-z0-9]{2,5}$/i.test(urlPath)) {
      return reply.callNotFound();
    }
    return sendIndex(reply, '/', req.url, req.headers);
  });
}
