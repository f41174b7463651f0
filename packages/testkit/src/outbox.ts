import type { ApiClient } from '@app/contract';
import { scenarios, type ScenarioOptions } from './scenarios.js';

/**
 * The newest code mailed to `email`, read from the dev outbox (a server without SMTP) as staff;
 * every read is audited. A code the browser asked for may not be kept yet: it looks again for up
 * to `waitMs`.
 */
export async function readCodeFromOutbox(
  client: ApiClient,
  staffToken: string,
  email: string,
  waitMs = 5_000,
): Promise<string> {
  const until = Date.now() + waitMs;
  for (;;) {
    const { list } = await client.call('admin/getOutboxList', { to: email }, { token: staffToken });
    // Security notices carry dates and times: only a code mail holds the code.
    const code = /\b(\d{4})\b/.exec(list.find((m) => m.kind === 'code')?.text ?? '')?.[1];
    if (code) return code;
    if (Date.now() >= until) throw new Error(`no code mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The scenarios against a running server without SMTP (journeys, screenshot scripts): codes are
 * read from the dev outbox as the kit's staff, and `mailedCode` reads one the browser asked for.
 */
export function outboxScenarios(
  client: ApiClient,
  options: Omit<ScenarioOptions, 'readCode' | 'giveCode'> = {},
) {
  const mailedCode = async (email: string) => readCodeFromOutbox(client, await kit.staffToken(), email);
  const kit = scenarios(client, { ...options, readCode: mailedCode });
  return { ...kit, mailedCode };
}

export type OutboxScenarios = ReturnType<typeof outboxScenarios>;
