import { describe, expect, it } from 'vitest';
import { ChatSocketClient, UNAUTHORIZED_CLOSE, type SocketLike, type SocketNotice } from './socket-client';

class FakeSocket implements SocketLike {
  sent: string[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.call(undefined as never, new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.call(undefined as never, { data: JSON.stringify(data) } as MessageEvent);
  }
  drop(code = 1006) {
    this.onclose?.call(undefined as never, { code } as CloseEvent);
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number; cleared: boolean }[] = [];
  const client = new ChatSocketClient({
    url: () => 'ws://test/v1/ws',
    create: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    setTimer: (fn, ms) => {
      const t = { fn, ms, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimer: (t) => {
      (t as { cleared: boolean }).cleared = true;
    },
    random: () => 0.5,
  });
  const notices: SocketNotice[] = [];
  client.subscribe((n) => notices.push(n));
  const fire = () => {
    const t = timers.filter((x) => !x.cleared).at(-1)!;
    t.cleared = true;
    t.fn();
  };
  const live = () => {
    const s = sockets.at(-1)!;
    s.open();
    s.receive({ type: 'ready' });
    return s;
  };
  return { client, sockets, timers, notices, fire, live, status: () => client.state.getState().status };
}

describe('ChatSocketClient', () => {
  it('stays idle without a token', () => {
    const { client, sockets, status } = setup();
    client.setToken(null);
    expect(sockets).toHaveLength(0);
    expect(status()).toBe('idle');
  });

  it('authenticates with the first frame and is open once the server is ready', () => {
    const { client, sockets, status, notices } = setup();
    client.setToken('tok');
    expect(status()).toBe('connecting');
    sockets[0]!.open();
    expect(JSON.parse(sockets[0]!.sent[0]!)).toEqual({ type: 'auth', token: 'tok' });
    expect(sockets[0]!.url).toBe('ws://test/v1/ws');
    sockets[0]!.receive({ type: 'ready' });
    expect(status()).toBe('open');
    expect(notices).toEqual([{ type: 'ready', reconnected: false }]);
  });

  it('passes the server events on and skips what it does not understand', () => {
    const { client, live, notices } = setup();
    client.setToken('tok');
    const s = live();
    s.receive({ type: 'read', chatId: 3, unread: 0 });
    s.receive({ type: 'weird' });
    s.onmessage?.call(undefined as never, { data: 'not json' } as MessageEvent);
    expect(notices.map((n) => n.type)).toEqual(['ready', 'read']);
  });

  it('reconnects with a doubling delay up to 30 s, and says so when live again', () => {
    const { client, sockets, timers, notices, fire, live, status } = setup();
    client.setToken('tok');
    live();
    for (let i = 0; i < 7; i++) {
      sockets.at(-1)!.drop();
      expect(status()).toBe('connecting');
      fire();
    }
    expect(timers.map((t) => t.ms)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    live();
    expect(status()).toBe('open');
    expect(notices.at(-1)).toEqual({ type: 'ready', reconnected: true });
    // Live again: the next drop starts over at 1 s.
    sockets.at(-1)!.drop();
    expect(timers.at(-1)!.ms).toBe(1000);
  });

  it('does not retry a token the server refused, until the token changes', () => {
    const { client, sockets, timers, status } = setup();
    client.setToken('bad');
    sockets[0]!.open();
    sockets[0]!.drop(UNAUTHORIZED_CLOSE);
    expect(status()).toBe('unauthorized');
    expect(timers).toHaveLength(0);
    client.retryNow();
    expect(sockets).toHaveLength(1);
    client.setToken('good');
    expect(sockets).toHaveLength(2);
    expect(JSON.parse((sockets[1]!.open(), sockets[1]!.sent[0]!))).toEqual({ type: 'auth', token: 'good' });
  });

  it('closes on sign-out and ignores the old socket afterwards', () => {
    const { client, sockets, timers, status } = setup();
    client.setToken('tok');
    const s = sockets[0]!;
    client.setToken(null);
    expect(s.closed).toBe(true);
    expect(status()).toBe('idle');
    s.drop();
    expect(timers).toHaveLength(0);
    expect(status()).toBe('idle');
  });

  it('retries at once when asked while waiting', () => {
    const { client, sockets, timers } = setup();
    client.setToken('tok');
    sockets[0]!.drop();
    expect(sockets).toHaveLength(1);
    client.retryNow();
    expect(sockets).toHaveLength(2);
    expect(timers[0]!.cleared).toBe(true);
  });
});
