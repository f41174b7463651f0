import { describe, expect, it } from 'vitest';
import { LOCALES } from '@app/contract';
import { createTestApp } from '#test/helper.js';
import { contentKit } from './content.test-kit.js';

const t = await createTestApp();
const kit = contentKit(t);

type Place = 'mall' | 'tv' | 'activity';
const publicBanners = async (place: Place, lang?: string) =>
  (await t.call('home/getBanner', { place }, lang ? { lang } : {})).body.data.list;
const adminBanners = async (token: string, place?: Place) =>
  (await t.call('admin/getBannerList', place ? { place } : {}, { token })).body.data.list;
const publicHelp = async () => (await t.call('help/getHelpList', {})).body.data.list;

describe('console: banners and activity cards', () => {
  it('the demo seed gives the drama app three home banners and three activity cards, the marketplace four banners', async () => {
    const tv = await publicBanners('tv');
    const activity = await publicBanners('activity');
    expect(tv).toHaveLength(3);
    expect(activity).toHaveLength(3);
    for (const b of [...tv, ...activity]) {
      expect(b.image).toMatch(/^\/media\/video\/.+-art-\d\.webp$/);
      expect(b.link).toMatch(/^\/(tv|vip)\//);
    }
    expect(tv[1]).toMatchObject({
      title: 'Become a VIP',
      subtitle: 'Every episode of every drama, no unlocks',
      cta: 'See the plans',
      locale: 'en',
      fallback: false,
    });
    const mall = await publicBanners('mall');
    expect(mall.map((b) => b.title)).toEqual(['Mega Sale', 'Free Shipping', 'New Arrivals', 'New Here?']);
    expect(mall[0]!.image).toMatch(/^\/media\/store\/mall-art-1\.webp$/);
  });

  it('every seeded banner and card reads in all 20 languages', async () => {
    const token = await kit.tokenOf('content');
    for (const b of await adminBanners(token))
      expect(Object.keys(b.translations).sort()).toEqual(LOCALES.filter((l) => l !== 'en').sort());
    const de = await publicBanners('tv', 'de');
    expect(de[1]).toMatchObject({ locale: 'de', fallback: false });
    expect(de[1]!.title).not.toBe('Become a VIP');
    const ar = await publicBanners('mall', 'ar');
    expect(ar[0]).toMatchObject({ locale: 'ar', fallback: false });
    expect(ar[0]!.subtitle).toMatch(/\p{Script=Arabic}/u);
    expect(ar[0]!.subtitle).toContain('50');
    // The marketplace home carries the same words as home/getBanner.
    const home = (await t.call('mall/getHome', {}, { lang: 'ar' })).body.data;
    expect(home.banners.map((b) => b.title)).toEqual(ar.map((b) => b.title));
  });

  it('readers get a banner in their language, or in English marked as a fallback', async () => {
    const token = await kit.tokenOf('content');
    const image = await t.uploadImage(token, 'banner');
    const saved = await t.call(
      'admin/saveBanner',
      {
        place: 'mall',
        image,
        title: 'Autumn finds',
        subtitle: 'New in from our stores',
        cta: 'Browse',
        link: '/mall/category',
        sort: 50,
        translations: {
          ja: { title: '秋の新作', subtitle: 'ストアの新着です', cta: '見る' },
          fr: { title: '', subtitle: '', cta: '' },
        },
      },
      { token },
    );
    expect(saved.status).toBe(200);
    const id = saved.body.data.id;
    // An empty language is not stored: it stays "not translated yet".
    expect(Object.keys(saved.body.data.translations)).toEqual(['ja']);
    const inLang = async (lang: string) => (await publicBanners('mall', lang)).find((b) => b.id === id);
    expect(await inLang('ja')).toMatchObject({
      title: '秋の新作',
      cta: '見る',
      locale: 'ja',
      fallback: false,
    });
    expect(await inLang('fr')).toMatchObject({ title: 'Autumn finds', locale: 'en', fallback: true });
    expect(await inLang('en')).toMatchObject({ title: 'Autumn finds', locale: 'en', fallback: false });
    // A save without translations (an older console) keeps the stored ones.
    await t.call(
      'admin/saveBanner',
      { id, place: 'mall', image, title: 'Autumn finds!', link: '/mall/category', sort: 50 },
      { token },
    );
    expect(await inLang('ja')).toMatchObject({ title: '秋の新作', fallback: false });
    expect(await inLang('en')).toMatchObject({ title: 'Autumn finds!', subtitle: '', cta: '' });
    expect((await kit.lastAudit('banner.changed', id))?.detail).toMatchObject({ title: 'Autumn finds!' });
    expect(await t.call('admin/deleteBanner', { id }, { token })).toMatchObject({ status: 200 });
  });

  it('staff add, change, disable and delete banners; the drama app shows enabled ones by sort', async () => {
    const token = await kit.tokenOf('content');
    const image = await t.uploadImage(token, 'banner');
    const seeded = await publicBanners('tv');
    const created = await t.call(
      'admin/saveBanner',
      { place: 'tv', image, title: '  Spring premiere  ', link: '/tv/latest', sort: 0 },
      { token },
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ title: 'Spring premiere', enabled: true, place: 'tv' });
    const id = created.body.data.id;
    expect((await kit.lastAudit('banner.created', id))?.detail).toMatchObject({ image });
    // Sort 0 puts it first; the activity cards do not change.
    expect((await publicBanners('tv')).map((b) => b.id)).toEqual([id, ...seeded.map((b) => b.id)]);
    expect((await publicBanners('activity')).map((b) => b.id)).not.toContain(id);

    const moved = await t.call(
      'admin/saveBanner',
      {
        id,
        place: 'activity',
        image,
        title: 'Spring premiere',
        link: 'https://example.com/spring?src=app',
        sort: 99,
        enabled: true,
      },
      { token },
    );
    expect(moved.body.data).toMatchObject({ place: 'activity', link: 'https://example.com/spring?src=app' });
    expect((await publicBanners('tv')).map((b) => b.id)).not.toContain(id);
    expect((await publicBanners('activity')).at(-1)).toMatchObject({ id, title: 'Spring premiere' });
    expect((await adminBanners(token, 'activity')).map((b) => b.id)).toContain(id);
    expect((await adminBanners(token, 'tv')).map((b) => b.id)).not.toContain(id);

    await t.call(
      'admin/saveBanner',
      { id, place: 'activity', image, title: 'Spring premiere', link: '', sort: 99, enabled: false },
      { token },
    );
    expect((await publicBanners('activity')).map((b) => b.id)).not.toContain(id);
    expect((await adminBanners(token)).find((b) => b.id === id)).toMatchObject({ enabled: false, link: '' });

    const deleted = await t.call('admin/deleteBanner', { id }, { token });
    expect(deleted.status).toBe(200);
    expect((await kit.lastAudit('banner.deleted', id))?.detail).toMatchObject({
      title: 'Spring premiere',
    });
    expect((await adminBanners(token)).map((b) => b.id)).not.toContain(id);
    const again = await t.call('admin/deleteBanner', { id }, { token });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('BANNER_NOT_FOUND');
  });

  it('bad input names the field and writes nothing; only admin and content may manage banners', async () => {
    const token = await kit.tokenOf('all');
    const before = await adminBanners(token);
    const audits = await kit.auditCount();
    const ok = { place: 'tv', image: '/media/video/x.webp', title: 'Fine', link: '/tv/hot' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, place: 'store' }, 'place'],
      [{ ...ok, image: '' }, 'image'],
      [{ ...ok, image: 'javascript:alert(1)' }, 'image'],
      [{ ...ok, title: '   ' }, 'title'],
      [{ ...ok, title: 'x'.repeat(41) }, 'title'],
      [{ ...ok, subtitle: 'x'.repeat(81) }, 'subtitle'],
      [{ ...ok, cta: 'x'.repeat(25) }, 'cta'],
      [{ ...ok, cta: 7 }, 'cta'],
      [
        { ...ok, translations: { de: { title: '', subtitle: 'Nur Zeile', cta: '' } } },
        'translations.de.title',
      ],
      [{ ...ok, translations: { ja: { title: 'x'.repeat(41) } } }, 'translations.ja.title'],
      [{ ...ok, translations: { fr: { title: 'Titre', cta: 'x'.repeat(25) } } }, 'translations.fr.cta'],
      [{ ...ok, translations: { xx: { title: 'T' } } }, 'translations.xx'],
      [{ ...ok, translations: { en: { title: 'T' } } }, 'translations.en'],
      [{ ...ok, link: 'javascript:alert(1)' }, 'link'],
      [{ ...ok, link: '//evil.example' }, 'link'],
      [{ ...ok, link: 'http://insecure.example' }, 'link'],
      [{ ...ok, sort: -1 }, 'sort'],
      [{ ...ok, id: 99_999_999, title: '' }, 'title'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('admin/saveBanner', body, { token });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields?.map((f) => f.field)).toEqual([field]);
    }
    const missing = await t.call('admin/saveBanner', { ...ok, id: 99_999_999 }, { token });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('BANNER_NOT_FOUND');
    expect(await adminBanners(token)).toEqual(before);
    expect(await kit.auditCount()).toBe(audits);

    for (const role of ['support', 'finance'] as const) {
      const other = await kit.tokenOf(role);
      expect((await t.call('admin/getBannerList', {}, { token: other })).status).toBe(403);
      expect((await t.call('admin/saveBanner', ok, { token: other })).status).toBe(403);
      expect((await t.call('admin/deleteBanner', { id: before[0]!.id }, { token: other })).status).toBe(403);
    }
    expect(await adminBanners(token)).toEqual(before);
  });
});

describe('console: help articles', () => {
  it('staff write, reorder, unpublish and delete articles; the help page shows published ones by sort', async () => {
    const token = await kit.tokenOf('support');
    const seeded = await publicHelp();
    expect(seeded.length).toBeGreaterThan(0);
    const body = 'First check your connection.\r\n\r\nThen restart the app.\nStill stuck? Write to us.';
    const created = await t.call(
      'admin/saveHelp',
      { title: 'The video does not start', body, sort: 0, published: true },
      { token },
    );
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data.body).toBe(
      'First check your connection.\n\nThen restart the app.\nStill stuck? Write to us.',
    );
    const shown = await publicHelp();
    expect(shown[0]).toMatchObject({ id, title: 'The video does not start' });
    expect(shown[0]!.body.split('\n')).toHaveLength(4);
    expect((await kit.lastAudit('help_article.created', id))?.detail).toMatchObject({
      title: 'The video does not start',
      bodyLength: created.body.data.body.length,
    });

    const content = await kit.tokenOf('content');
    const hidden = await t.call(
      'admin/saveHelp',
      { id, title: 'The video does not start', body, sort: 50, published: false },
      { token: content },
    );
    expect(hidden.body.data).toMatchObject({ published: false, sort: 50 });
    expect((await publicHelp()).map((a) => a.id)).not.toContain(id);
    const all = await t.call('admin/getHelpList', {}, { token });
    expect(all.body.data.list.at(-1)).toMatchObject({ id, published: false });

    await t.call(
      'admin/saveHelp',
      { id, title: 'The video does not start', body, sort: 50, published: true },
      { token },
    );
    expect((await publicHelp()).at(-1)?.id).toBe(id);

    expect((await t.call('admin/deleteHelp', { id }, { token })).status).toBe(200);
    expect((await publicHelp()).map((a) => a.id)).toEqual(seeded.map((a) => a.id));
    expect((await kit.lastAudit('help_article.deleted', id))?.actorId).toBeTruthy();
    const again = await t.call('admin/deleteHelp', { id }, { token });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('HELP_ARTICLE_NOT_FOUND');
  });

  it('bad input names the field and writes nothing; finance may not edit help', async () => {
    const token = await kit.tokenOf('all');
    const before = await publicHelp();
    const audits = await kit.auditCount();
    const ok = { title: 'Title', body: 'Body', sort: 1, published: true };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, title: '' }, 'title'],
      [{ ...ok, title: 'x'.repeat(121) }, 'title'],
      [{ ...ok, body: ' \n ' }, 'body'],
      [{ ...ok, body: 'x'.repeat(10_001) }, 'body'],
      [{ ...ok, published: 'yes' }, 'published'],
      [{ ...ok, sort: 1.5 }, 'sort'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('admin/saveHelp', body, { token });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.fields?.map((f) => f.field)).toEqual([field]);
    }
    const missing = await t.call('admin/saveHelp', { ...ok, id: 99_999_999 }, { token });
    expect(missing.body.error).toBe('HELP_ARTICLE_NOT_FOUND');
    expect(await publicHelp()).toEqual(before);
    expect(await kit.auditCount()).toBe(audits);
    const finance = await kit.tokenOf('finance');
    expect((await t.call('admin/getHelpList', {}, { token: finance })).status).toBe(403);
    expect((await t.call('admin/saveHelp', ok, { token: finance })).status).toBe(403);
    expect((await t.call('admin/deleteHelp', { id: before[0]!.id }, { token: finance })).status).toBe(403);
  });
});

describe('console: app versions', () => {
  it('lists all three platforms, unset ones with the built-in version; saving changes what clients read', async () => {
    const token = await kit.tokenOf('all');
    const list = await t.call('admin/getAppVersionList', {}, { token });
    expect(list.body.data.list.map((v) => [v.platform, v.version, v.configured])).toEqual([
      ['web', '0.1.0', false],
      ['android', '0.1.0', false],
      ['ios', '0.1.0', false],
    ]);

    const saved = await t.call(
      'admin/saveAppVersion',
      {
        platform: 'android',
        version: '1.4.2',
        url: 'https://play.google.com/store/apps/details?id=com.dramamall',
        notes: 'Faster player start.',
        force: true,
      },
      { token },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ configured: true, version: '1.4.2', force: true });
    const read = await t.call('home/getVersion', { platform: 'android' });
    expect(read.body.data).toEqual({
      platform: 'android',
      version: '1.4.2',
      url: 'https://play.google.com/store/apps/details?id=com.dramamall',
      notes: 'Faster player start.',
      force: true,
    });
    expect((await kit.lastAudit('app_version.changed', 'android'))?.detail).toMatchObject({
      version: '1.4.2',
    });
    // Other platforms are untouched; the web build needs no download address.
    const ios = await t.call('home/getVersion', { platform: 'ios' });
    expect(ios.body.data.version).toBe('0.1.0');
    const web = await t.call(
      'admin/saveAppVersion',
      { platform: 'web', version: '0.2.0', notes: '' },
      { token },
    );
    expect(web.body.data).toMatchObject({ platform: 'web', version: '0.2.0', url: '', force: false });
    expect((await t.call('home/getVersion', {})).body.data.version).toBe('0.2.0');
  });

  it('bad input names the field and writes nothing; only admins set versions', async () => {
    const token = await kit.tokenOf('all');
    const audits = await kit.auditCount();
    const ok = { platform: 'ios', version: '2.0.0', url: 'https://apps.apple.com/app/id123', notes: '' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, platform: 'symbian' }, 'platform'],
      [{ ...ok, version: '2.0' }, 'version'],
      [{ ...ok, version: 'v2.0.0' }, 'version'],
      [{ ...ok, version: '2.0.0-beta' }, 'version'],
      [{ ...ok, version: '02.0.0' }, 'version'],
      [{ ...ok, url: '' }, 'url'],
      [{ ...ok, url: 'http://apps.apple.com/app/id123' }, 'url'],
      [{ ...ok, notes: 'x'.repeat(501) }, 'notes'],
      [{ ...ok, platform: 'web', url: 'ftp://x' }, 'url'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('admin/saveAppVersion', body, { token });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.fields?.map((f) => f.field)).toEqual([field]);
    }
    const message = await t.call('admin/saveAppVersion', { ...ok, url: '' }, { token });
    expect(message.body.fields?.[0]?.message).toMatch(/https:\/\//);
    expect((await t.call('home/getVersion', { platform: 'ios' })).body.data.version).toBe('0.1.0');
    expect(await kit.auditCount()).toBe(audits);
    for (const role of ['content', 'support', 'finance'] as const) {
      const other = await kit.tokenOf(role);
      expect((await t.call('admin/getAppVersionList', {}, { token: other })).status).toBe(403);
      expect((await t.call('admin/saveAppVersion', ok, { token: other })).status).toBe(403);
    }
  });
});

describe('help articles in every language', () => {
  it('the demo seed gives its three articles in all 20 languages', async () => {
    const token = await kit.tokenOf('content');
    const seeded = (await t.call('admin/getHelpList', {}, { token })).body.data.list.slice(0, 3);
    expect(seeded.map((a) => a.title)).toEqual([
      'How do I unlock an episode?',
      'What does VIP include?',
      'How do I top up my wallet?',
    ]);
    for (const a of seeded)
      expect(Object.keys(a.translations).sort()).toEqual(LOCALES.filter((l) => l !== 'en').sort());
    const de = (await t.call('help/getHelpList', {}, { lang: 'de' })).body.data.list[0];
    expect(de).toMatchObject({ title: 'Wie schalte ich eine Folge frei?', locale: 'de', fallback: false });
    const ar = (await t.call('help/getHelpList', {}, { lang: 'ar' })).body.data.list[0];
    expect(ar).toMatchObject({ title: 'كيف أفتح حلقة؟', locale: 'ar', fallback: false });
  });

  it('readers get each article in their language, or English marked as a fallback', async () => {
    const token = await kit.tokenOf('content');
    const saved = await t.call(
      'admin/saveHelp',
      {
        title: 'Where is my order?',
        body: 'Open Orders.',
        sort: 90,
        published: true,
        translations: {
          de: { title: 'Wo ist meine Bestellung?', body: 'Öffnen Sie „Bestellungen“.' },
          fr: { title: '', body: '' },
        },
      },
      { token },
    );
    expect(saved.status).toBe(200);
    const id = saved.body.data.id;
    // An empty language is not stored: it stays "not translated yet".
    expect(Object.keys(saved.body.data.translations)).toEqual(['de']);
    const listed = (await t.call('admin/getHelpList', {}, { token })).body.data.list.find((a) => a.id === id);
    expect(listed?.translations.de?.title).toBe('Wo ist meine Bestellung?');

    const inLang = async (lang: string) =>
      (await t.call('help/getHelpList', {}, { lang })).body.data.list.find((a) => a.id === id);
    expect(await inLang('de')).toMatchObject({
      title: 'Wo ist meine Bestellung?',
      body: 'Öffnen Sie „Bestellungen“.',
      locale: 'de',
      fallback: false,
    });
    expect(await inLang('fr')).toMatchObject({ title: 'Where is my order?', locale: 'en', fallback: true });
    expect(await inLang('en')).toMatchObject({ title: 'Where is my order?', locale: 'en', fallback: false });
    // A save without translations (an older console) keeps the stored ones.
    await t.call('admin/saveHelp', { id, title: 'Where is my order now?', body: 'Open Orders.' }, { token });
    expect(await inLang('de')).toMatchObject({ title: 'Wo ist meine Bestellung?', fallback: false });
    expect(await inLang('en')).toMatchObject({ title: 'Where is my order now?' });
    expect(await t.call('admin/deleteHelp', { id }, { token })).toMatchObject({ status: 200 });
  });

  it('a bad translation names the language and field and writes nothing', async () => {
    const token = await kit.tokenOf('content');
    const before = await publicHelp();
    const audits = await kit.auditCount();
    const ok = { title: 'Title', body: 'Body', sort: 1, published: true };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, translations: { de: { title: 'Titel', body: '' } } }, 'translations.de.body'],
      [{ ...ok, translations: { ja: { title: '', body: '本文' } } }, 'translations.ja.title'],
      [{ ...ok, translations: { fr: { title: 'x'.repeat(121), body: 'Corps' } } }, 'translations.fr.title'],
      [{ ...ok, translations: { xx: { title: 'T', body: 'B' } } }, 'translations.xx'],
      [{ ...ok, translations: { en: { title: 'T', body: 'B' } } }, 'translations.en'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('admin/saveHelp', body, { token });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.fields?.map((f) => f.field)).toEqual([field]);
    }
    expect(await publicHelp()).toEqual(before);
    expect(await kit.auditCount()).toBe(audits);
  });
});
