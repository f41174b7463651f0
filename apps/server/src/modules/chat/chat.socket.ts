import { CHAT_SOCKET_PATH, type ChatSocketEvent, type DealSocketEvent } from '@app/contract';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { WebSocket } from 'ws';
import type { AppContext } from '#server/context.js';
import type { RevokedNotice } from '#server/platform/session/session.repository.js';
import type { ChatNotice, StoreOrderNotice } from './chat.repository.js';
import type { ChatSellerService } from './chat-seller.service.js';
import type { ChatService } from './chat.service.js';

const AUTH_TIMEOUT_MS = 10_000;
const PING_MS = 25_000;

/**
 * Live chat: a websocket per open tab. The first frame authenticates (`{ "type": "auth", "token" }`,
 * so the token never appears in a URL or a log). Messages reach every tab of the user on every
 * server node: a message's transaction sends a PostgreSQL NOTIFY, and each node LISTENs. A socket
 * lives no longer than its session: signing out, a password change or a disabled account closes it
 * on every node (`session_revoked`). A signed-in tab may also watch one group-buy deal and hear its
 * public count and state changes (`group_deal` NOTIFY from the deal's transactions; decision 54).
 */
export async function registerChatSocket(
  app: FastifyInstance,
  ctx: AppContext,
  chat: ChatService,
  seller: ChatSellerService,
) {
  const sockets = new Map<number, Map<WebSocket, number>>();
  /** The group-buy deal each tab shows (`watch_deal`; decision 54): it hears that deal's public events. */
  const watching = new Map<number, Set<WebSocket>>();
  const watchedBy = new Map<WebSocket, number>();
  const unwatch = (socket: WebSocket) => {
    const id = watchedBy.get(socket);
    if (id === undefined) return;
    watchedBy.delete(socket);
    const set = watching.get(id);
    set?.delete(socket);
    if (set && !set.size) watching.delete(id);
  };
  const watch = (socket: WebSocket, id: number | null) => {
    unwatch(socket);
    if (id === null) return;
    watchedBy.set(socket, id);
    let set = watching.get(id);
    if (!set) watching.set(id, (set = new Set()));
    set.add(socket);
  };
  const deliverDeal = (event: DealSocketEvent) => {
    const frame = JSON.stringify(event);
    for (const s of watching.get(event.id) ?? []) if (s.readyState === s.OPEN) s.send(frame);
  };
  const pool = (ctx.db as unknown as { $client: pg.Pool }).$client;
  let listener: pg.PoolClient | undefined;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  let unlisten = async () => {};

  const sendTo = (userId: number | undefined, event: ChatSocketEvent | null) => {
    const targets = userId === undefined ? undefined : sockets.get(userId);
    if (!targets?.size || !event) return;
    const frame = JSON.stringify(event);
    for (const s of targets.keys()) if (s.readyState === s.OPEN) s.send(frame);
  };

  // The buyer's tabs read the conversation from the buyer's side; the store owner's from the store's.
  const deliver = async (notice: ChatNotice | StoreOrderNotice) => {
    if (notice.type === 'store_order') {
      const { orderId, orderNo, total, status } = notice;
      return sendTo(notice.ownerId, { type: 'store_order', orderId, orderNo, total, status });
    }
    if (sockets.get(notice.userId)?.size) sendTo(notice.userId, await chat.socketEvent(notice));
    const owner = 'ownerId' in notice ? notice.ownerId : undefined;
    if (owner !== undefined && sockets.get(owner)?.size) sendTo(owner, await seller.socketEvent(notice));
  };

  const closeRevoked = (notice: RevokedNotice) => {
    for (const [socket, sessionId] of sockets.get(notice.userId) ?? []) {
      if (notice.only !== undefined && sessionId !== notice.only) continue;
      if (sessionId === notice.except) continue;
      socket.close(4401, 'session ended');
    }
  };

  // One LISTEN connection, reopened a second after it is lost. A connection that failed part-way
  // (the database shutting down between connect and LISTEN) is released as broken exactly once, so
  // the pool never waits on it at shutdown, and exactly one retry is scheduled.
  const scheduleRetry = () => {
    if (closing || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, 1000);
  };
  const listen = async () => {
    let client: pg.PoolClient | undefined;
    let released = false;
    const drop = () => {
      if (client && !released) {
        released = true;
        client.release(true);
      }
      if (listener === client) listener = undefined;
      scheduleRetry();
    };
    try {
      client = await pool.connect();
      client.on('notification', (n) => {
        if (!n.payload) return;
        if (n.channel === 'session_revoked') return closeRevoked(JSON.parse(n.payload) as RevokedNotice);
        if (n.channel === 'group_deal') return deliverDeal(JSON.parse(n.payload) as DealSocketEvent);
        if (n.channel !== 'chat') return;
        void deliver(JSON.parse(n.payload) as ChatNotice | StoreOrderNotice).catch((err) =>
          app.log.warn({ err }, 'chat delivery failed'),
        );
      });
      client.on('error', drop);
      await client.query('LISTEN chat');
      await client.query('LISTEN session_revoked');
      await client.query('LISTEN group_deal');
      if (closing) {
        drop();
        return;
      }
      listener = client;
      const open = client;
      unlisten = async () => {
        await open.query('UNLISTEN *').catch(() => {});
        if (!released) {
          released = true;
          open.release();
        }
      };
    } catch (err) {
      app.log.warn({ err }, 'chat LISTEN failed, retrying');
      drop();
    }
  };
  await listen();

  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(retry);
    retry = undefined;
    for (const set of sockets.values()) for (const s of set.keys()) s.close(1001, 'server shutting down');
    if (listener) await unlisten();
  });

  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.get(CHAT_SOCKET_PATH, { websocket: true }, (socket) => {
    let userId: number | undefined;
    const send = (e: ChatSocketEvent | { type: 'error'; error: string }) => socket.send(JSON.stringify(e));
    const timeout = setTimeout(() => socket.close(4401, 'unauthorized'), AUTH_TIMEOUT_MS);
    const ping = setInterval(() => socket.ping(), PING_MS);
    socket.on('message', (raw) => {
      // Once signed in, the socket only pushes (calls go through the API); the one frame it takes
      // says which group-buy deal the tab shows: { "type": "watch_deal", "id": <id or null> }.
      if (userId !== undefined) {
        let frame: { type?: unknown; id?: unknown } | undefined;
        try {
          frame = JSON.parse(String(raw)) as typeof frame;
        } catch {
          frame = undefined;
        }
        if (frame?.type !== 'watch_deal') return;
        const id = frame.id;
        watch(socket, typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null);
        return;
      }
      let token: unknown;
      try {
        token = (JSON.parse(String(raw)) as { type?: string; token?: unknown }).token;
      } catch {
        token = undefined;
      }
      if (typeof token !== 'string') return socket.close(4401, 'unauthorized');
      ctx.sessions.resolveUser(ctx.db, token).then(
        (found) => {
          if (!found || found.user.status !== 'active') return socket.close(4401, 'unauthorized');
          clearTimeout(timeout);
          userId = found.user.id;
          let set = sockets.get(userId);
          if (!set) sockets.set(userId, (set = new Map()));
          set.set(socket, found.session.id);
          send({ type: 'ready' });
        },
        // The database is away: the client reconnects later.
        () => socket.close(1013, 'try again later'),
      );
    });
    socket.on('close', () => {
      clearTimeout(timeout);
      clearInterval(ping);
      if (userId !== undefined) sockets.get(userId)?.delete(socket);
      unwatch(socket);
    });
  });
}
