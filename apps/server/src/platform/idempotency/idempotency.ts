import type { Db, Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { sha256 } from '#server/lib/tokens.js';
import { idempotencyRepository as repo } from './idempotency.repository.js';

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

const hashOf = (path: string, body: unknown) => sha256(`${path}\n${JSON.stringify(body ?? {})}`);

/**
 * `Idempotency-Key` for money calls: the first call with a key runs and its answer (success or a
 * refusal) is kept; a retry with the same key and body gets that answer without running again;
 * the same key with another body or path is refused; a retry while the first still runs is told so.
 */
/** The row that keeps an answer under a key (`idempotency_keys`). */
export interface KeptAnswerRow {
  userId: number;
  key: string;
  path: string;
  requestHash: string;
  statusCode: number;
  response: string;
}

/** The row keeping `answer` to `body` sent to `path` under the user's key. */
function rowOf(
  userId: number,
  key: string,
  path: string,
  body: unknown,
  answer: StoredAnswer,
): KeptAnswerRow {
  return {
    userId,
    key,
    path,
    requestHash: hashOf(path, body),
    statusCode: answer.statusCode,
    response: JSON.stringify(answer.body),
  };
}

export function createIdempotency(db: Db) {
  const releasing = new Set<string>();
  const release = (userId: number, key: string) => repo.deleteUnfinished(db, userId, key);

  /**
   * The answer kept under the key: refused when the key was used for another call or body; null
   * while the first call with it has not finished (or nothing is kept).
   */
  async function answerOf(
    userId: number,
    key: string,
    path: string,
    body: unknown,
  ): Promise<StoredAnswer | null> {
    const row = await repo.find(db, userId, key);
    if (!row) return null;
    if (row.requestHash !== hashOf(path, body) || row.path !== path)
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (row.statusCode === null || row.response === null) return null;
    return { statusCode: row.statusCode, body: JSON.parse(row.response) as unknown };
  }

  return {
    validKey(key: string) {
      return KEY_PATTERN.test(key);
    },

    /** Claims the key, or answers the stored answer of an earlier call with it. */
    async claim(userId: number, key: string, path: string, body: unknown): Promise<StoredAnswer | 'claimed'> {
      const requestHash = hashOf(path, body);
      if (await repo.insert(db, { userId, key, path, requestHash })) return 'claimed';
      const earlier = await answerOf(userId, key, path, body);
      if (earlier) return earlier;
      // A first call that never finished (its process died) frees the key after a while.
      if (await repo.takeOverStale(db, userId, key, 2)) return 'claimed';
      throw new AppError('IDEMPOTENCY_IN_PROGRESS');
    },

    /**
     * Keeps an answer under the key in one statement, in the call's own transaction (`tx`) or on its
     * own (a refusal, after the transaction rolled back). False when the key already has one: the
     * caller answers that one instead (`answerOf`), and a transaction rolls back its work.
     */
    async keep(
      tx: Db | Tx,
      userId: number,
      key: string,
      path: string,
      body: unknown,
      answer: StoredAnswer,
    ): Promise<boolean> {
      return repo.insert(tx, rowOf(userId, key, path, body, answer));
    },

    rowOf,

    answerOf,

    async complete(userId: number, key: string, answer: StoredAnswer) {
      await repo.complete(db, userId, key, answer.statusCode, JSON.stringify(answer.body));
    },

    /** Lets the key be used again after a failure that changed nothing (a server error). */
    release,

    /**
     * The same when the database is away: retried every second for two minutes (after that a
     * retry takes the claim over anyway), so a client retrying after a restart is not told
     * "still in progress" by a call that died with the connection.
     */
    releaseLater(userId: number, key: string) {
      const id = `${userId}:${key}`;
      if (releasing.has(id)) return;
      releasing.add(id);
      let tries = 0;
      const attempt = () => {
        release(userId, key).then(
          () => releasing.delete(id),
          () => {
            if (++tries >= 120) return void releasing.delete(id);
            setTimeout(attempt, 1000).unref();
          },
        );
      };
      setTimeout(attempt, 200).unref();
    },
  };
}
export type Idempotency = ReturnType<typeof createIdempotency>;
