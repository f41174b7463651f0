import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';

const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const port = (smtp.server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const t = await createTestApp({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  MAIL_FROM: 'Shop <no-reply@shop.test>',
});

describe('mail over SMTP', () => {
  it('delivers the verification code to a real SMTP server and records it as sent', async () => {
    const res = await t.call(
      'code/sendCode',
      { email: 'smtp-user@example.com', scene: 'signup' },
      { lang: 'de' },
    );
    expect(res.status).toBe(200);
    const mail = received.find((m) => m.to.includes('smtp-user@example.com'));
    expect(mail).toBeDefined();
    expect(mail!.raw).toContain('From: Shop <no-reply@shop.test>');
    const code = /\b(\d{4})\b/.exec(mail!.raw.split('\r\n\r\n').slice(1).join('\n'))?.[1];
    expect(code).toMatch(/^\d{4}$/);
    // Sent for real: the log keeps that it went, never the code (nobody can read it back).
    const { rows } = await t.pool.query(
      `select transport, error, kind, subject, text from mails where "to" = 'smtp-user@example.com'`,
    );
    expect(rows[0]).toMatchObject({ transport: 'smtp', error: null, kind: 'code' });
    expect(`${rows[0].subject} ${rows[0].text}`).not.toContain(code);
    // And the dev outbox does not exist when mail is really sent.
    const staff = await t.kit.staffToken();
    const outbox = await t.call('admin/getOutboxList', {}, { token: staff });
    expect(outbox.status).toBe(404);
    const info = await t.call('admin/getStaffInfo', {}, { token: staff });
    expect(info.body.data.outbox).toBe(false);
    // The code works for its owner, who read it in the mail.
    expect(
      (await t.call('code/checkCode', { email: 'smtp-user@example.com', scene: 'signup', code: code! }))
        .status,
    ).toBe(200);
  });
});

describe('mail server down', () => {
  it('answers 503, records the failure, and lets the user ask again at once', async () => {
    const down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    const email = 'nobody-home@example.com';
    const first = await down.call('code/sendCode', { email, scene: 'signup' });
    expect(first.status).toBe(503);
    expect(first.body.error).toBe('SERVICE_UNAVAILABLE');
    const { rows } = await down.pool.query(`select error from mails where "to" = $1`, [email]);
    expect(rows[0].error).toBeTruthy();
    expect((await down.call('code/sendCode', { email, scene: 'signup' })).status).toBe(503);
  });
});
