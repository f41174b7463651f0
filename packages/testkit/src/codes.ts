/** Runs one SQL statement with parameters (a `pg` pool's or client's `query`). */
export type Query = (sql: string, params: unknown[]) => Promise<unknown>;

/**
 * A fixture: lets the next code to `email` go out at once, as if its earlier codes had been sent
 * over a minute ago. The one-a-minute rule itself is tested on its own (account tests); scenarios
 * and journeys that need a second code use this instead of waiting out the minute.
 */
export async function expireCodeCooldown(query: Query, email: string): Promise<void> {
  await query(`update email_codes set created_at = created_at - interval '61 seconds' where email = $1`, [
    email,
  ]);
}
