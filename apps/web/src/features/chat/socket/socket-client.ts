import { createStore } from 'zustand/vanilla';
import type { ChatSocketEvent } from '@app/contract';
import { reconnectDelay } from '#web/features/chat/lib/backoff';

/** Close code the server uses for a missing, expired or revoked token. */
export const UNAUTHORIZED_CLOSE = 4401;

/**
 * idle: nobody signed in; connecting: opening, authenticating or waiting to retry; open: live;
 * unauthorized: the server refused the token (no retry until it changes).
 */
export type SocketStatus = 'idle' | 'connecting' | 'open' | 'unauthorized';

export interface SocketState {
  status: SocketStatus;
  /** Reconnection attempts since the last time the socket was live. */
  attempt: number;
}

/** What listeners hear: the server's events, plus `ready` each time the socket is (again) live. */
export type SocketNotice =
  Exclude<ChatSocketEvent, { type: 'ready' }> | { type: 'ready'; reconnected: boolean };

/** The part of the browser's WebSocket this client uses (a fake in tests). */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((this: never, ev: Event) => unknown) | null;
  onmessage: ((this: never, ev: MessageEvent) => unknown) | null;
  onclose: ((this: never, ev: CloseEvent) => unknown) | null;
  onerror: ((this: never, ev: Event) => unknown) | null;
}

export interface SocketDeps {
  url: () => string;
  create: (url: string) => SocketLike;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  random?: () => number;
}

function parse(data: unknown): ChatSocketEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event = JSON.parse(data) as { type?: unknown };
    return ['message', 'read', 'store_message', 'store_read', 'store_order', 'deal', 'ready'].includes(
      event.type as string,
    )
      ? (event as ChatSocketEvent)
      : null;
  } catch {
    return null;
  }
}

/**
 * One live-chat socket: authenticates with the first frame, reconnects with backoff when the
 * connection drops, and stops for a token the server refused until another token is set.
 */
export class ChatSocketClient {
  readonly state = createStore<SocketState>(() => ({ status: 'idle', attempt: 0 }));
  private socket: SocketLike | null = null;
  private token: string | null = null;
  private timer: unknown = null;
  private wasLive = false;
  /** Failed attempts in a row; back to 0 once the socket is live. */
  private attempt = 0;
  private readonly listeners = new Set<(notice: SocketNotice) => void>();
  /** The group-buy deal this tab shows (sent again each time the socket is live). */
  private watchedDeal: number | null = null;

  constructor(private readonly deps: SocketDeps) {}

  /** Signs the socket in as this token's user, or closes it (null). */
  setToken(token: string | null): void {
    if (token === this.token) return;
    this.token = token;
    this.wasLive = false;
    this.teardown();
    if (token) this.connect(0);
    else this.state.setState({ status: 'idle', attempt: 0 });
  }

  /** Skips the wait of a pending retry (the device came back online, the tab became visible). */
  retryNow(): void {
    if (!this.token || this.socket || this.state.getState().status === 'unauthorized') return;
    this.connect(this.state.getState().attempt);
  }

  /** Hears the public count and state changes of one group-buy deal (null: none). */
  watchDeal(id: number | null): void {
    if (id === this.watchedDeal) return;
    this.watchedDeal = id;
    this.sendWatch();
  }

  private sendWatch(): void {
    if (this.socket && this.state.getState().status === 'open') {
      this.socket.send(JSON.stringify({ type: 'watch_deal', id: this.watchedDeal }));
    }
  }

  subscribe(listener: (notice: SocketNotice) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(notice: SocketNotice): void {
    for (const listener of [...this.listeners]) listener(notice);
  }

  private teardown(): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      socket.close(1000, 'bye');
    }
  }

  private connect(attempt: number): void {
    const token = this.token;
    if (!token) return;
    this.teardown();
    this.attempt = attempt;
    this.state.setState({ status: 'connecting', attempt });
    let socket: SocketLike;
    try {
      socket = this.deps.create(this.deps.url());
    } catch {
      this.scheduleRetry(attempt);
      return;
    }
    this.socket = socket;
    // The token goes in the first frame, never in the URL (URLs end up in logs).
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }));
    socket.onmessage = (ev: MessageEvent) => {
      const event = parse(ev.data);
      if (!event) return;
      if (event.type === 'ready') {
        const reconnected = this.wasLive;
        this.wasLive = true;
        this.attempt = 0;
        this.state.setState({ status: 'open', attempt: 0 });
        if (this.watchedDeal !== null) this.sendWatch();
        this.emit({ type: 'ready', reconnected });
        return;
      }
      this.emit(event);
    };
    socket.onclose = (ev: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (ev.code === UNAUTHORIZED_CLOSE) {
        this.state.setState({ status: 'unauthorized', attempt: 0 });
        return;
      }
      this.scheduleRetry(this.attempt);
    };
    socket.onerror = () => {
      // A close event always follows; the retry is scheduled there.
    };
  }

  private scheduleRetry(attempt: number): void {
    this.state.setState({ status: 'connecting', attempt: attempt + 1 });
    const delay = reconnectDelay(attempt, this.deps.random);
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      this.connect(attempt + 1);
    }, delay);
  }
}
