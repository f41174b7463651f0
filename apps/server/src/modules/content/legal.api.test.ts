import { describe, expect, it } from 'vitest';
import { LOCALES } from '@app/contract';
import { createTestApp } from '#test/helper.js';
import { contentKit } from './content.test-kit.js';

const t = await createTestApp();
const kit = contentKit(t);

const read = (kind: 'membership' | 'privacy' | 'about', lang?: string) =>
  t.call('legal/getDocument', { kind }, lang ? { lang } : {});

async function signup(email: string, extra: Record<string, unknown> = {}) {
  await t.call('code/sendCode', { email, scene: 'signup' });
  return t.call('user/signup', {
    email,
    password: 'maple3river',
    confirmPassword: 'maple3river',
    code: await t.latestCode(email),
    agree: true,
    ...extra,
  });
}

const english = { title: 'Membership Agreement', body: '## Terms\n\nBe kind.\n\n- One account each' };

describe('legal pages: reading', () => {
  it('the demo seed publishes version 1 of each page in all 20 languages, by the demo admin', async () => {
    const token = await kit.tokenOf('all');
    const list = (await t.call('admin/getLegalList', {}, { token })).body.data.list;
    expect(list.map((d) => d.kind)).toEqual([
      'membership',
      'privacy',
      'about',
      'storeBenefits',
      'storeRules',
      'loan',
    ]);
    for (const doc of list) {
      expect(doc.current).toMatchObject({ version: 1, publishedBy: { email: 'admin@demo.local' } });
      expect(doc.current?.locales).toEqual([...LOCALES]);
    }
  });

  it('visitors read the current version in their language, with its version and date', async () => {
    const en = await read('privacy');
    expect(en.status).toBe(200);
    expect(en.body.data).toMatchObject({ kind: 'privacy', version: 1, locale: 'en', fallback: false });
    expect(en.body.data.title).toBe('Privacy Policy');
    expect(en.body.data.body).toMatch(/outbox/);
    const de = await read('privacy', 'de-DE,de;q=0.9');
    expect(de.body.data).toMatchObject({ locale: 'de', fallback: false });
    expect(de.body.data.title).not.toBe('Privacy Policy');
    const ar = await read('membership', 'ar');
    expect(ar.body.data.locale).toBe('ar');
    expect(ar.body.data.body).toMatch(/[\u0600-\u06ff]/);
  });

  it('refuses an unknown kind, naming the field', async () => {
    const res = await t.call('legal/getDocument', { kind: 'cookies' });
    expect(res.status).toBe(400);
    expect(res.body.fields?.map((f) => f.field)).toEqual(['kind']);
  });
});

describe('legal pages: the console', () => {
  it('publishing validates each language and needs English, naming the field; nothing is written', async () => {
    const token = await kit.tokenOf('content');
    const before = await kit.auditCount();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ kind: 'about', texts: {} }, ['texts.en.title', 'texts.en.body']],
      [{ kind: 'about', texts: { de: english } }, ['texts.en.title', 'texts.en.body']],
      [{ kind: 'about', texts: { en: { title: 'About us', body: '' } } }, ['texts.en.body']],
      [
        { kind: 'about', texts: { en: english, fr: { title: '', body: 'Texte sans titre' } } },
        ['texts.fr.title'],
      ],
      [
        { kind: 'about', texts: { en: english, de: { title: 'x'.repeat(121), body: 'y' } } },
        ['texts.de.title'],
      ],
      [{ kind: 'about', texts: { en: english, xx: english } }, ['texts.xx']],
      [{ kind: 'terms', texts: { en: english } }, ['kind']],
    ];
    for (const [body, fields] of cases) {
      const res = await t.call('admin/publishLegal', body, { token });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.fields?.map((f) => f.field).sort()).toEqual([...fields].sort());
    }
    const german = await t.call('admin/publishLegal', { kind: 'about', texts: {} }, { token, lang: 'de' });
    expect(german.body.fields?.[0]?.message).not.toMatch(/^validation\./);
    expect(await kit.auditCount()).toBe(before);
    expect((await read('about')).body.data.version).toBe(1);
  });

  it('a draft is saved in any languages without publishing; publishing makes the next immutable version', async () => {
    const token = await kit.tokenOf('content');
    const v1 = (await read('membership', 'de')).body.data;
    const draft = await t.call(
      'admin/saveLegalDraft',
      { kind: 'membership', texts: { de: { title: 'Mitgliedsvertrag (Entwurf)', body: 'Neu.' } } },
      { token },
    );
    expect(draft.status).toBe(200);
    expect(draft.body.data.draftLocales).toEqual(['de']);
    expect(draft.body.data.draftUpdatedBy?.email).toMatch(/^content-/);
    expect((await kit.lastAudit('legal.draft_saved', 'membership'))?.detail).toMatchObject({
      locales: ['de'],
    });
    // Readers still get version 1.
    expect((await read('membership', 'de')).body.data).toEqual(v1);
    const again = await t.call('admin/getLegalDocument', { kind: 'membership' }, { token });
    expect(again.body.data.texts.de?.title).toBe('Mitgliedsvertrag (Entwurf)');

    const published = await t.call(
      'admin/publishLegal',
      {
        kind: 'membership',
        texts: {
          en: english,
          de: { title: 'Mitgliedsvertrag', body: 'Seien Sie freundlich.' },
          ja: { title: '', body: '' },
        },
      },
      { token },
    );
    expect(published.status).toBe(200);
    expect(published.body.data.current).toMatchObject({ version: 2, locales: ['en', 'de'] });
    expect(published.body.data.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(published.body.data.draftUpdatedAt).toBeNull();
    expect((await kit.lastAudit('legal.published', 'membership'))?.detail).toMatchObject({
      version: 2,
      locales: ['en', 'de'],
    });
    expect((await read('membership', 'de')).body.data).toMatchObject({
      version: 2,
      locale: 'de',
      fallback: false,
      title: 'Mitgliedsvertrag',
    });
    // Japanese was left empty: readers get English, and are told so.
    expect((await read('membership', 'ja')).body.data).toMatchObject({
      version: 2,
      locale: 'en',
      fallback: true,
      title: 'Membership Agreement',
      body: english.body,
    });
    // Version 1 is kept as it was.
    const { rows } = await t.pool.query<{ title: string }>(
      "select texts->'de'->>'title' as title from legal_versions where kind = 'membership' and version = 1",
    );
    expect(rows[0]?.title).toBe(v1.title);

    const admin = await kit.tokenOf('all');
    const third = await t.call(
      'admin/publishLegal',
      { kind: 'membership', texts: { en: english } },
      { token: admin },
    );
    expect(third.body.data.current?.version).toBe(3);
  });

  it('only admin and content staff reach the legal pages; visitors and buyers get 401 and 403', async () => {
    const body = { kind: 'about', texts: { en: { title: 'About us', body: 'Hello.' } } } as const;
    for (const role of ['support', 'finance', 'reviewer'] as const) {
      const token = await kit.tokenOf(role);
      expect((await t.call('admin/getLegalList', {}, { token })).status).toBe(403);
      expect((await t.call('admin/getLegalDocument', { kind: 'about' }, { token })).status).toBe(403);
      expect((await t.call('admin/saveLegalDraft', body, { token })).status).toBe(403);
      expect((await t.call('admin/publishLegal', body, { token })).status).toBe(403);
    }
    const buyer = await t.kit.buyer();
    expect((await t.call('admin/publishLegal', body, { token: buyer.token })).status).toBe(401);
    expect((await t.call('admin/publishLegal', body)).status).toBe(401);
    expect((await t.call('legal/getMyConsents', {})).status).toBe(401);
    expect((await read('about')).body.data.version).toBe(1);
  });
});

describe('sign-up records the accepted versions', () => {
  it('records the current membership and privacy versions with the time, readable by the user', async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    const res = await signup('consent1@example.com');
    expect(res.status).toBe(200);
    const mine = await t.call('legal/getMyConsents', {}, { token: res.body.data.token });
    expect(mine.status).toBe(200);
    const list = mine.body.data.list;
    const current = (await read('membership')).body.data.version;
    expect(list.map((c) => [c.kind, c.version])).toEqual([
      ['membership', current],
      ['privacy', 1],
    ]);
    for (const c of list) expect(c.acceptedAt >= before).toBe(true);
    expect(list[0]?.currentVersion).toBe(current);
  });

  it('refuses versions the form showed when newer ones were published since, and creates no account', async () => {
    const membership = (await read('membership')).body.data.version;
    const stale = await signup('consent2@example.com', {
      legalVersions: { membership: membership - 1, privacy: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('LEGAL_VERSION_STALE');
    expect(stale.body.message).toMatch(/agree again/i);
    const { rows } = await t.pool.query("select 1 from users where email = 'consent2@example.com'");
    expect(rows).toHaveLength(0);

    const fresh = await signup('consent3@example.com', { legalVersions: { membership, privacy: 1 } });
    expect(fresh.status).toBe(200);
    const mine = await t.call('legal/getMyConsents', {}, { token: fresh.body.data.token });
    expect(mine.body.data.list.map((c) => c.version)).toEqual([membership, 1]);
  });

  it('refuses malformed versions, naming the field', async () => {
    await t.call('code/sendCode', { email: 'consent4@example.com', scene: 'signup' });
    const res = await t.call('user/signup', {
      email: 'consent4@example.com',
      password: 'maple3river',
      confirmPassword: 'maple3river',
      code: '1234',
      agree: true,
      legalVersions: { membership: 'one', privacy: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields?.map((f) => f.field)).toEqual(['legalVersions.membership']);
  });
});
