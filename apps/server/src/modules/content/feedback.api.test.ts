import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';
import { contentKit } from './content.test-kit.js';

const t = await createTestApp();
const kit = contentKit(t);

const inbox = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await t.call('admin/getFeedbackList', body, { token });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('console: feedback inbox', () => {
  it('feedback a viewer sends shows newest first with their email; staff mark it handled with a note', async () => {
    const support = await kit.tokenOf('support');
    const viewer = await t.kit.buyer();
    const other = await t.kit.buyer();
    const start = await inbox(support, { status: 'new' });
    for (const [u, text] of [
      [viewer, 'Episode 4 of Midnight Heiress stutters on my phone.'],
      [other, 'Please add Spanish subtitles.'],
    ] as const) {
      const sent = await t.call(
        'feedback/submit',
        { contact: u.email, description: text },
        { token: u.token },
      );
      expect(sent.status).toBe(200);
    }

    const fresh = await inbox(support, { status: 'new' });
    expect(fresh.newCount).toBe(start.newCount + 2);
    expect(fresh.list.slice(0, 2).map((f) => f.user.email)).toEqual([other.email, viewer.email]);
    const mine = fresh.list[1]!;
    expect(mine).toMatchObject({
      status: 'new',
      contact: viewer.email,
      note: '',
      handledAt: null,
      handledBy: null,
    });

    // The keyword searches the contact and the text.
    const found = await inbox(support, { keyword: 'stutters' });
    expect(found.list.map((f) => f.id)).toEqual([mine.id]);
    expect((await inbox(support, { keyword: viewer.email })).list.map((f) => f.id)).toContain(mine.id);
    expect((await inbox(support, { keyword: '100%_' })).list).toEqual([]);

    const handled = await t.call(
      'admin/handleFeedback',
      { id: mine.id, note: '  Sent the reset steps by email.  ' },
      { token: support },
    );
    expect(handled.status).toBe(200);
    expect(handled.body.data).toMatchObject({
      status: 'handled',
      note: 'Sent the reset steps by email.',
      handledBy: { email: expect.stringMatching(/^support-/) },
    });
    expect(handled.body.data.handledAt).toBeTruthy();
    expect((await kit.lastAudit('feedback.handled', mine.id))?.detail).toEqual({
      note: 'Sent the reset steps by email.',
    });

    // Handling it again is harmless: the first handling stays.
    const admin = await kit.tokenOf('all');
    const twice = await t.call('admin/handleFeedback', { id: mine.id }, { token: admin });
    expect(twice.status).toBe(200);
    expect(twice.body.data).toEqual(handled.body.data);
    const audits = await kit.auditCount();
    await t.call(
      'admin/handleFeedback',
      { id: mine.id, note: 'Sent the reset steps by email.' },
      { token: admin },
    );
    expect(await kit.auditCount()).toBe(audits);
    // A different note given later replaces the note, not the handler.
    const renoted = await t.call(
      'admin/handleFeedback',
      { id: mine.id, note: 'Fixed in 1.4.2.' },
      { token: admin },
    );
    expect(renoted.body.data).toMatchObject({
      note: 'Fixed in 1.4.2.',
      handledBy: handled.body.data.handledBy,
      handledAt: handled.body.data.handledAt,
    });
    expect((await kit.lastAudit('feedback.noted', mine.id))?.detail).toMatchObject({
      note: 'Fixed in 1.4.2.',
    });

    const after = await inbox(support, { status: 'new' });
    expect(after.newCount).toBe(fresh.newCount - 1);
    expect(after.list.map((f) => f.id)).not.toContain(mine.id);
    expect((await inbox(support, { status: 'handled' })).list.map((f) => f.id)).toContain(mine.id);
    const all = await inbox(admin, { status: 'all', pageSize: 100 });
    expect(all.list.map((f) => f.id)).toEqual(expect.arrayContaining([mine.id, fresh.list[0]!.id]));
    expect(all.total).toBeGreaterThanOrEqual(2);
  });

  it('bad input names the field and changes nothing; only admin and support read the inbox', async () => {
    const support = await kit.tokenOf('support');
    const viewer = await t.kit.buyer();
    await t.call('feedback/submit', { contact: viewer.email, description: 'Hello' }, { token: viewer.token });
    const item = (await inbox(support, { keyword: viewer.email })).list[0]!;
    const audits = await kit.auditCount();

    const long = await t.call(
      'admin/handleFeedback',
      { id: item.id, note: 'x'.repeat(501) },
      { token: support },
    );
    expect(long.status).toBe(400);
    expect(long.body.fields?.map((f) => f.field)).toEqual(['note']);
    const badStatus = await t.call('admin/getFeedbackList', { status: 'open' }, { token: support });
    expect(badStatus.body.fields?.map((f) => f.field)).toEqual(['status']);
    const missing = await t.call('admin/handleFeedback', { id: 99_999_999 }, { token: support });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('FEEDBACK_NOT_FOUND');
    expect((await inbox(support, { keyword: viewer.email })).list[0]).toEqual(item);
    expect(await kit.auditCount()).toBe(audits);

    for (const role of ['content', 'finance'] as const) {
      const token = await kit.tokenOf(role);
      expect((await t.call('admin/getFeedbackList', {}, { token })).status).toBe(403);
      expect((await t.call('admin/handleFeedback', { id: item.id }, { token })).status).toBe(403);
    }
    expect((await t.call('admin/handleFeedback', { id: item.id }, { token: viewer.token })).status).toBe(401);
  });
});
