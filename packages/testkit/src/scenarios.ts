import { ApiError, type ApiBody, type ApiClient, type ApiData, type CodeScene } from '@app/contract';

/** The seeded console administrator (demo data; never on a production database). */
export const DEMO_ADMIN = { email: 'admin@demo.local', password: 'Demo12345' } as const;
/** The seeded USDT on TRC20 (1:1 with the dollar, scale 6). */
export const DEMO_USDT = 1;
export const TEST_PASSWORD = 'Harbor42tulip';
export const TEST_TRADE_PASSWORD = '135790';

export interface ScenarioOptions {
  /** The newest code mailed to `email` (tests read the database; journeys and scripts the dev outbox). */
  readCode: (email: string, scene: CodeScene) => Promise<string>;
  /**
   * A fixture for tests: gives `email` a live code for `scene` without mailing it (the one-a-minute
   * rule is tested on its own). Without it codes are sent and read, waiting out the minute if needed.
   */
  giveCode?: (email: string, scene: CodeScene) => Promise<string>;
  staff?: { email: string; password: string };
  /** Address of new buyers (unique per run). */
  email?: (tag: string) => string;
}

export interface Buyer {
  email: string;
  password: string;
  token: string;
  user: ApiData<'user/signup'>['user'];
}

let serial = 0;
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${(++serial).toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A transaction hash no deposit has used (64 hex digits). */
export function freshTxHash(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * The people and money a test, journey, screenshot or benchmark starts from, made through the real
 * flows (sign-up with a mailed code, a deposit staff approve, a trade password set with a code),
 * so the books stay true: a funded buyer with a trade password, a staff token, more money.
 */
export function scenarios(client: ApiClient, options: ScenarioOptions) {
  const staffLogin = options.staff ?? DEMO_ADMIN;
  const emailFor = options.email ?? uniqueEmail;
  const staff = new Map<string, Promise<string>>();

  /**
   * A console member's token, signed in once per kit: the kit's staff login, or another member
   * (`finance@demo.local`, `support@demo.local`, who share the demo admin's password).
   */
  function staffToken(
    email: string = staffLogin.email,
    password: string = email === staffLogin.email ? staffLogin.password : DEMO_ADMIN.password,
  ): Promise<string> {
    let token = staff.get(email);
    if (!token) {
      token = client.call('admin/signin', { email, password }).then((s) => s.token);
      staff.set(email, token);
    }
    return token;
  }

  /** A new buyer signed up with a mailed code; with `tradePassword` and `funds` (whole dollars) as asked. */
  async function buyer(
    opts: {
      tag?: string;
      email?: string;
      password?: string;
      inviteCode?: string;
      tradePassword?: boolean;
      funds?: number;
    } = {},
  ): Promise<Buyer> {
    const email = opts.email ?? emailFor(opts.tag ?? 'buyer');
    const password = opts.password ?? TEST_PASSWORD;
    const session = await client.call('user/signup', {
      email,
      password,
      confirmPassword: password,
      code: await codeFor(email, 'signup'),
      agree: true,
      ...(opts.inviteCode ? { inviteCode: opts.inviteCode } : {}),
    });
    const made = { email, password, token: session.token, user: session.user };
    if (opts.tradePassword) await setTradePassword(made);
    if (opts.funds) await fund(made.token, opts.funds);
    return made;
  }

  /** A code for `scene`, mailed and read (or given by the test fixture). */
  async function codeFor(email: string, scene: CodeScene, token?: string): Promise<string> {
    if (options.giveCode) return options.giveCode(email, scene);
    try {
      await client.call('code/sendCode', { email, scene }, token ? { token } : {});
    } catch (error) {
      // One code a minute per address: a scenario waits like a person would.
      if (!(error instanceof ApiError && error.error === 'CODE_TOO_FREQUENT')) throw error;
      const seconds = Number(/\d+/.exec(error.message)?.[0] ?? 60);
      await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1000));
      await client.call('code/sendCode', { email, scene }, token ? { token } : {});
    }
    return options.readCode(email, scene);
  }

  /** Sets the first trade password with an email code (decision 0019). */
  async function setTradePassword(
    who: { email: string; token: string },
    tradePassword = TEST_TRADE_PASSWORD,
  ) {
    const code = await codeFor(who.email, 'tradePassword', who.token);
    await client.call(
      'user/updateTradePwd',
      { tradePassword, confirmTradePassword: tradePassword, code },
      { token: who.token },
    );
  }

  /** Money arrives as a USDT deposit the buyer submits and staff approve; answers the deposit. */
  async function fund(token: string, dollars: number | string) {
    const body: ApiBody<'user_wallet/submitDeposit'> = {
      currencyId: DEMO_USDT,
      amount: String(dollars),
      txHash: freshTxHash(),
    };
    const deposit = await client.call('user_wallet/submitDeposit', body, { token });
    await client.call(
      'admin/reviewDeposit',
      { id: deposit.id, action: 'approve' },
      { token: await staffToken() },
    );
    return deposit;
  }

  /** The books recomputed from the transfers (`ledger:verify`): money scenarios end with it. */
  async function verifyBooks() {
    return client.call('admin/verifyLedger', {}, { token: await staffToken() });
  }

  return { buyer, codeFor, setTradePassword, fund, staffToken, verifyBooks };
}

export type Scenarios = ReturnType<typeof scenarios>;
