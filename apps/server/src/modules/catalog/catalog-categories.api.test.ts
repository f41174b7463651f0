import { describe, expect, it } from 'vitest';
import { LOCALES } from '@app/contract';
import { createTestApp } from '#test/helper.js';
import { contentKit } from '#server/modules/content/content.test-kit.js';

const t = await createTestApp();
const kit = contentKit(t);

const adminList = async (token: string) =>
  (await t.call('admin/getCategoryList', {}, { token })).body.data.list;
const tree = async (lang?: string) =>
  (await t.call('category/getCategoryList', {}, lang ? { lang } : {})).body.data.list;

describe('console: categories in 20 languages', () => {
  it('the demo seed names every category in all 20 languages, and buyers read them in theirs', async () => {
    const token = await kit.tokenOf('content');
    const list = await adminList(token);
    expect(list.length).toBeGreaterThan(40);
    for (const c of list)
      expect(Object.keys(c.names).sort()).toEqual(LOCALES.filter((l) => l !== 'en').sort());
    const women = list.find((c) => c.name === "Women's Fashion")!;
    expect(list.filter((c) => c.parentId === women.id).some((c) => c.goodsCount > 0)).toBe(true);

    const en = await tree();
    const de = await tree('de');
    const ar = await tree('ar');
    const top = (list: typeof en) => list.find((c) => c.id === women.id)!;
    expect(top(en).name).toBe("Women's Fashion");
    expect(top(de).name).toBe(women.names.de);
    expect(top(ar).name).toMatch(/\p{Script=Arabic}/u);
    expect(top(de).children.map((c) => c.name)).not.toEqual(top(en).children.map((c) => c.name));

    // A product's page names its category in the reader's language too.
    const dress = list.find((c) => c.parentId === women.id && c.goodsCount > 0)!;
    const goods = (await t.call('goods/getGoodsList', { categoryId: dress.id, pageSize: 1 })).body.data
      .list[0]!;
    const info = (await t.call('goods/getGoodsInfo', { id: goods.id }, { lang: 'ja' })).body.data;
    expect(info.category).toEqual({ id: dress.id, name: dress.names.ja });
  });

  it('staff add, rename, translate, move and delete an empty category, audited', async () => {
    const token = await kit.tokenOf('content');
    const [parent] = (await adminList(token)).filter((c) => c.parentId === null);
    const created = await t.call(
      'admin/saveCategory',
      { parentId: parent!.id, name: '  Board Games ', names: { de: 'Brettspiele', fr: '' }, sort: 9 },
      { token },
    );
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    // An empty name is "not translated yet": it is not stored.
    expect(created.body.data).toMatchObject({
      name: 'Board Games',
      names: { de: 'Brettspiele' },
      goodsCount: 0,
    });
    expect(Object.keys(created.body.data.names)).toEqual(['de']);
    expect((await kit.lastAudit('category.created', id))?.detail).toMatchObject({ name: 'Board Games' });

    const child = (lang: string) =>
      tree(lang).then((l) => l.find((c) => c.id === parent!.id)!.children.find((c) => c.id === id));
    expect(await child('de')).toMatchObject({ name: 'Brettspiele' });
    expect(await child('fr')).toMatchObject({ name: 'Board Games' });

    // A change without names (an older console) keeps them.
    await t.call('admin/saveCategory', { id, parentId: parent!.id, name: 'Board & Card Games' }, { token });
    expect(await child('de')).toMatchObject({ name: 'Brettspiele' });
    expect(await child('en')).toMatchObject({ name: 'Board & Card Games' });
    expect((await kit.lastAudit('category.changed', id))?.detail).toMatchObject({
      name: 'Board & Card Games',
    });

    const deleted = await t.call('admin/deleteCategory', { id }, { token });
    expect(deleted.status).toBe(200);
    expect((await kit.lastAudit('category.deleted', id))?.detail).toMatchObject({
      name: 'Board & Card Games',
    });
    expect((await adminList(token)).map((c) => c.id)).not.toContain(id);
    expect((await t.call('admin/deleteCategory', { id }, { token })).body.error).toBe('CATEGORY_NOT_FOUND');
  });

  it('refuses to delete a category with products or subcategories', async () => {
    const token = await kit.tokenOf('content');
    const list = await adminList(token);
    const withGoods = list.find((c) => c.goodsCount > 0)!;
    const withChildren = list.find((c) => c.parentId === null)!;
    for (const c of [withGoods, withChildren]) {
      const res = await t.call('admin/deleteCategory', { id: c.id }, { token });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('CATEGORY_IN_USE');
    }
    expect(await adminList(token)).toEqual(list);
  });

  it('bad input names the field and writes nothing; only admin and content manage categories', async () => {
    const token = await kit.tokenOf('all');
    const before = await adminList(token);
    const audits = await kit.auditCount();
    const top = before.find((c) => c.parentId === null)!;
    const child = before.find((c) => c.parentId === top.id)!;
    const ok = { name: 'Fine', parentId: top.id };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, name: '  ' }, 'name'],
      [{ ...ok, name: 'x'.repeat(41) }, 'name'],
      [{ ...ok, name: 5 }, 'name'],
      [{ ...ok, names: { de: 'x'.repeat(41) } }, 'names.de'],
      [{ ...ok, names: { xx: 'Name' } }, 'names.xx'],
      [{ ...ok, names: { en: 'Name' } }, 'names.en'],
      [{ ...ok, icon: 'javascript:alert(1)' }, 'icon'],
      [{ ...ok, sort: -1 }, 'sort'],
      [{ ...ok, parentId: 0 }, 'parentId'],
      // Two levels only: a child cannot hold children, a top category with children cannot move under another.
      [{ ...ok, parentId: child.id }, 'parentId'],
      [{ ...ok, parentId: 99_999_999 }, 'parentId'],
      [
        {
          id: top.id,
          name: top.name,
          parentId: before.find((c) => c.parentId === null && c.id !== top.id)!.id,
        },
        'parentId',
      ],
      [{ id: top.id, name: top.name, parentId: top.id }, 'parentId'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('admin/saveCategory', body, { token, lang: 'de' });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields?.map((f) => f.field)).toEqual([field]);
      expect(res.body.fields?.[0]?.message).not.toMatch(/^validation\./);
    }
    const missing = await t.call('admin/saveCategory', { ...ok, id: 99_999_999 }, { token });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('CATEGORY_NOT_FOUND');
    expect(await adminList(token)).toEqual(before);
    expect(await kit.auditCount()).toBe(audits);

    for (const role of ['support', 'finance', 'reviewer'] as const) {
      const other = await kit.tokenOf(role);
      expect((await t.call('admin/getCategoryList', {}, { token: other })).status).toBe(403);
      expect((await t.call('admin/saveCategory', ok, { token: other })).status).toBe(403);
      expect((await t.call('admin/deleteCategory', { id: child.id }, { token: other })).status).toBe(403);
    }
    const buyer = await t.kit.buyer();
    expect((await t.call('admin/getCategoryList', {}, { token: buyer.token })).status).toBe(401);
    expect((await t.call('admin/saveCategory', ok)).status).toBe(401);
    expect(await adminList(token)).toEqual(before);
  });
});
