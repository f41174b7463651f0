/** What the screenshot scripts share: calls to a running server, codes from its dev outbox, fresh buyers. */
export const SHOT_PASSWORD = 'Harbor42tulip';

export function shotSupport(base: string) {
  /** One call; throws with the server's message when it fails. */
  async function api<T>(route: string, body: unknown, token?: string, idempotencyKey?: string): Promise<T> {
    const res = await fetch(`${base}/v1/${route}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { code: number; data: T; message?: string };
    if (res.status !== 200 || json.code !== 0)
      throw new Error(`${route}: ${res.status} ${json.message ?? ''}`);
    return json.data;
  }

  /** The newest code mailed to `email`, read from the dev outbox as an admin (notices are not codes). */
  async function mailedCode(email: string, staff: string): Promise<string> {
    for (let i = 0; i < 20; i++) {
      const { list } = await api<{ list: { kind: string; text: string }[] }>(
        'admin/getOutboxList',
        { to: email },
        staff,
      );
      const code = list.find((m) => m.kind === 'code')?.text.match(/\b(\d{4})\b/)?.[1];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error(`no code mailed to ${email}`);
  }

  /** A brand-new buyer, registered with a code from the outbox; answers their token. */
  async function freshBuyer(tag: string, staff: string): Promise<string> {
    const email = `shots-${tag}-${Date.now()}@example.com`;
    await api('code/sendCode', { email, scene: 'signup' });
    const code = await mailedCode(email, staff);
    const session = await api<{ token: string }>('user/signup', {
      email,
      password: SHOT_PASSWORD,
      confirmPassword: SHOT_PASSWORD,
      code,
      agree: true,
    });
    return session.token;
  }

  return { api, mailedCode, freshBuyer };
}
