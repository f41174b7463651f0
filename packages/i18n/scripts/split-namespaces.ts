/**
 * Decision 20's move of the words: from namespaces per app (`web`, `admin`, `shop`, `order`, `chat`,
 * `drama`) to one per domain, plus `seller` and a small `common`. Every locale gets the same mapping;
 * values are untouched; plural forms (`_one`, `_few`...) travel with their key. The console's words
 * in a namespace the web app also reads are under `console.` (the web build leaves them out).
 *
 *   npx tsx packages/i18n/scripts/split-namespaces.ts          moves the files
 *   npx tsx packages/i18n/scripts/split-namespaces.ts --check  compares the texts with git's HEAD
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** [old namespace, old key or key prefix, new namespace, new key or key prefix]; the longest prefix wins. */
const RULES: [string, string, string, string][] = [
  // common: words of many screens that no domain owns
  ['web', 'action', 'common', 'action'],
  ['web', 'status', 'common', 'status'],
  ['web', 'request', 'common', 'request'],
  ['web', 'field', 'common', 'field'],
  ['web', 'tab', 'common', 'tab'],
  ['web', 'comingSoon', 'common', 'comingSoon'],
  ['drama', 'list.pull', 'common', 'list.pull'],
  ['drama', 'list.release', 'common', 'list.release'],
  ['drama', 'list.refreshing', 'common', 'list.refreshing'],
  ['drama', 'list.refreshed', 'common', 'list.refreshed'],
  ['order', 'loadFailed', 'common', 'loadFailed'],
  ['web', 'route.notFound', 'common', 'route.notFound'],
  ['web', 'route.about', 'common', 'route.about'],
  ['web', 'route.campaign', 'common', 'route.campaign'],
  // pages of domains still to come (loans, group deals, lottery, invitations, identity checks)
  ['web', 'route.loans', 'common', 'route.loans'],
  ['web', 'route.tasks', 'common', 'route.tasks'],
  ['web', 'route.lottery', 'common', 'route.lottery'],
  ['web', 'route.vip.share', 'common', 'route.vip.share'],
  ['web', 'route.vip.team', 'common', 'route.vip.team'],
  ['web', 'route.vip.auth', 'common', 'route.vip.auth'],

  // seller: the seller area's entry points
  ['web', 'route.seller', 'seller', 'route.seller'],
  ['web', 'route.sell', 'seller', 'route.sell'],
  ['web', 'route.sellerSignup', 'seller', 'route.sellerSignup'],
  ['web', 'route.businessSignin', 'seller', 'route.businessSignin'],
  ['web', 'tab.seller', 'seller', 'tab.seller'],

  // account: sign-in, profile, security, settings; the console's users
  ['web', 'auth', 'account', 'auth'],
  ['web', 'code', 'account', 'code'],
  ['web', 'me', 'account', 'me'],
  ['web', 'password', 'account', 'password'],
  ['web', 'portal', 'account', 'portal'],
  ['web', 'profile', 'account', 'profile'],
  ['web', 'security', 'account', 'security'],
  ['web', 'settings', 'account', 'settings'],
  ['web', 'signout', 'account', 'signout'],
  ['web', 'tradePassword', 'account', 'tradePassword'],
  ['web', 'route.signin', 'account', 'route.signin'],
  ['web', 'route.signup', 'account', 'route.signup'],
  ['web', 'route.forgot', 'account', 'route.forgot'],
  ['web', 'route.portal', 'account', 'route.portal'],
  ['web', 'route.profile', 'account', 'route.profile'],
  ['web', 'route.settings', 'account', 'route.settings'],
  ['web', 'route.language', 'account', 'route.language'],
  ['web', 'route.security', 'account', 'route.security'],
  ['web', 'route.password', 'account', 'route.password'],
  ['web', 'route.tradePassword', 'account', 'route.tradePassword'],
  ['web', 'route.mall.me', 'account', 'route.mall.me'],
  ['admin', 'users', 'account', 'console.users'],

  // staff: the console's shell (menu, sign-in, roles, page states, language, request failures),
  // its members' security, outbox and audit log, and words its shared components show
  ['admin', 'app', 'staff', 'app'],
  ['admin', 'nav', 'staff', 'nav'],
  ['admin', 'language', 'staff', 'language'],
  ['admin', 'role', 'staff', 'role'],
  ['admin', 'signin', 'staff', 'signin'],
  ['admin', 'signout', 'staff', 'signout'],
  ['admin', 'action', 'staff', 'action'],
  ['admin', 'common', 'staff', 'common'],
  ['admin', 'state', 'staff', 'state'],
  ['admin', 'error', 'staff', 'error'],
  ['admin', 'security', 'staff', 'security'],
  ['admin', 'outbox', 'staff', 'outbox'],
  ['admin', 'audit', 'staff', 'audit'],
  ['admin', 'config', 'staff', 'config'],
  ['admin', 'content.upload', 'staff', 'upload'],
  // what the catalogue pages of several domains share (content's pages and the VIP plans)
  ['admin', 'content.auditNote', 'staff', 'catalogue.auditNote'],
  ['admin', 'content.openAudit', 'staff', 'catalogue.openAudit'],
  ['admin', 'content.refresh', 'staff', 'catalogue.refresh'],
  ['admin', 'content.edit', 'staff', 'catalogue.edit'],
  ['admin', 'content.sortHelp', 'staff', 'catalogue.sortHelp'],
  ['admin', 'content.sortValue', 'staff', 'catalogue.sortValue'],
  ['admin', 'content.field.sort', 'staff', 'catalogue.field.sort'],
  ['admin', 'content.form', 'staff', 'catalogue.form'],

  // address
  ['order', 'address', 'address', 'address'],
  ['web', 'route.mall.addresses', 'address', 'route.mall.addresses'],
  ['web', 'route.mall.addressEdit', 'address', 'route.mall.addressEdit'],
  ['web', 'route.chooseLocation', 'address', 'route.chooseLocation'],
  ['web', 'route.openLocation', 'address', 'route.openLocation'],

  // wallet
  ['web', 'wallet', 'wallet', 'wallet'],
  ['web', 'route.wallet', 'wallet', 'route.wallet'],
  ['web', 'route.vip.wallet', 'wallet', 'route.vip.wallet'],
  ['web', 'route.vip.deposit', 'wallet', 'route.vip.deposit'],
  ['web', 'route.vip.withdraw', 'wallet', 'route.vip.withdraw'],
  ['web', 'route.vip.bindaddress', 'wallet', 'route.vip.bindaddress'],
  ['admin', 'deposits', 'wallet', 'console.deposits'],
  ['admin', 'withdrawals', 'wallet', 'console.withdrawals'],
  ['admin', 'config.currencies', 'wallet', 'console.currencies'],

  // bank
  ['web', 'wallet.bank', 'bank', 'bank'],
  ['web', 'route.wallet.bank', 'bank', 'route.wallet.bank'],
  ['admin', 'recharges', 'bank', 'console.recharges'],
  ['admin', 'config.bankChannels', 'bank', 'console.bankChannels'],

  // ledger (the console's alone)
  ['admin', 'ledger', 'ledger', 'ledger'],

  // catalog
  ['shop', '', 'catalog', ''],
  ['web', 'route.mall.home', 'catalog', 'route.mall.home'],
  ['web', 'route.mall.category', 'catalog', 'route.mall.category'],
  ['web', 'route.mall.search', 'catalog', 'route.mall.search'],
  ['web', 'route.mall.product', 'catalog', 'route.mall.product'],
  ['web', 'route.mall.store', 'catalog', 'route.mall.store'],
  ['web', 'route.mall.wishlist', 'catalog', 'route.mall.wishlist'],
  ['web', 'route.mall.follows', 'catalog', 'route.mall.follows'],
  ['admin', 'goods', 'catalog', 'console.goods'],
  ['admin', 'stores', 'catalog', 'console.stores'],

  // cart
  ['order', 'cart', 'cart', 'cart'],
  ['web', 'route.mall.cart', 'cart', 'route.mall.cart'],

  // order
  ['order', '', 'order', ''],
  ['web', 'route.mall.checkout', 'order', 'route.mall.checkout'],
  ['web', 'route.mall.orders', 'order', 'route.mall.orders'],
  ['web', 'route.mall.order', 'order', 'route.mall.order'],
  ['web', 'route.mall.review', 'order', 'route.mall.review'],
  ['admin', 'orders', 'order', 'console.orders'],

  // chat
  ['chat', '', 'chat', ''],
  ['web', 'route.mall.messages', 'chat', 'route.mall.messages'],
  ['web', 'route.mall.chat', 'chat', 'route.mall.chat'],
  ['web', 'route.mall.service', 'chat', 'route.mall.service'],
  ['web', 'route.vip.message', 'chat', 'route.vip.message'],
  ['web', 'route.vip.service', 'chat', 'route.vip.service'],
  ['admin', 'chats', 'chat', 'console.chats'],

  // drama (with VIP)
  ['drama', '', 'drama', ''],
  ['web', 'route.tv', 'drama', 'route.tv'],
  ['web', 'route.vip', 'drama', 'route.vip'],
  ['admin', 'dramas', 'drama', 'console.dramas'],
  ['admin', 'content.vip', 'drama', 'console.vipPlans'],
  ['admin', 'content.idValue', 'drama', 'console.vipPlans.idValue'],

  // content: the drama app's activity, help, feedback and app update; the console's banners,
  // help articles, feedback and app versions
  ['drama', 'activity', 'content', 'activity'],
  ['drama', 'feedback', 'content', 'feedback'],
  ['drama', 'help', 'content', 'help'],
  ['drama', 'update', 'content', 'update'],
  ['web', 'route.tv.activity', 'content', 'route.tv.activity'],
  ['web', 'route.vip.activity', 'content', 'route.vip.activity'],
  ['web', 'route.vip.help', 'content', 'route.vip.help'],
  ['web', 'route.vip.feedback', 'content', 'route.vip.feedback'],
  ['admin', 'content', 'content', 'console'],
];

const OLD = ['web', 'admin', 'shop', 'order', 'chat', 'drama'];
const NEW = [
  'common',
  'seller',
  'account',
  'staff',
  'address',
  'wallet',
  'bank',
  'ledger',
  'catalog',
  'cart',
  'order',
  'chat',
  'drama',
  'content',
];
const KEPT = ['errors', 'validation', 'mail'];
const PLURAL = /_(zero|one|two|few|many|other)$/;

const root = path.resolve(import.meta.dirname, '..');
const localesDir = path.join(root, 'locales');
type Words = Record<string, string>;

/** Where one key goes: the longest matching rule of its namespace (plural suffix kept aside). */
export function target(ns: string, key: string): { ns: string; key: string } {
  const suffix = PLURAL.exec(key)?.[0] ?? '';
  const base = suffix ? key.slice(0, -suffix.length) : key;
  let best: (typeof RULES)[number] | undefined;
  for (const rule of RULES) {
    const [from, prefix] = rule;
    if (from !== ns) continue;
    if (prefix !== '' && base !== prefix && !base.startsWith(`${prefix}.`)) continue;
    if (!best || prefix.length > best[1].length) best = rule;
  }
  if (!best) throw new Error(`no rule for ${ns}:${key}`);
  const [, prefix, to, replacement] = best;
  const rest = prefix === '' ? base : base.slice(prefix.length).replace(/^\./, '');
  const newKey = [replacement, rest].filter(Boolean).join('.');
  return { ns: to, key: newKey + suffix };
}

function readJson(file: string): Words {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Words;
}

function move(): void {
  for (const locale of fs.readdirSync(localesDir).sort()) {
    const dir = path.join(localesDir, locale);
    if (!OLD.some((ns) => fs.existsSync(path.join(dir, `${ns}.json`)))) continue;
    const out: Record<string, Words> = Object.fromEntries(NEW.map((ns) => [ns, {}]));
    // Rules' order groups each new file: the rules of a namespace in the order written above.
    const placed: { order: number; ns: string; key: string; value: string }[] = [];
    for (const ns of OLD) {
      const file = path.join(dir, `${ns}.json`);
      if (!fs.existsSync(file)) continue;
      for (const [key, value] of Object.entries(readJson(file))) {
        const to = target(ns, key);
        const order = RULES.findIndex((r) => r[0] === ns && r[2] === to.ns);
        placed.push({ order, ns: to.ns, key: to.key, value });
      }
    }
    placed.sort((a, b) => a.order - b.order);
    for (const { ns, key, value } of placed) {
      if (key in out[ns]!) throw new Error(`${locale}: ${ns}:${key} would be written twice`);
      out[ns]![key] = value;
    }
    // `order`, `chat` and `drama` are old and new names: remove the old files first.
    for (const ns of OLD) fs.rmSync(path.join(dir, `${ns}.json`), { force: true });
    for (const ns of NEW) {
      if (Object.keys(out[ns]!).length === 0) continue;
      fs.writeFileSync(path.join(dir, `${ns}.json`), `${JSON.stringify(out[ns], null, 2)}\n`);
    }
  }
}

/** Each locale's texts (values with their count) before, at `rev`, and now: they must be the same. */
function check(rev: string): boolean {
  let same = true;
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd: path.resolve(root, '../..'), encoding: 'utf8', maxBuffer: 1 << 26 });
  for (const locale of fs.readdirSync(localesDir).sort()) {
    const count = (values: string[]) => {
      const m = new Map<string, number>();
      for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
      return m;
    };
    const beforeFiles = git(['ls-tree', '--name-only', `${rev}:packages/i18n/locales/${locale}`])
      .split('\n')
      .filter((f) => f.endsWith('.json'));
    const before: string[] = [];
    for (const f of beforeFiles) {
      const words = JSON.parse(git(['show', `${rev}:packages/i18n/locales/${locale}/${f}`])) as Words;
      before.push(...Object.values(words));
    }
    const after: string[] = [];
    for (const f of fs.readdirSync(path.join(localesDir, locale)).filter((f) => f.endsWith('.json'))) {
      after.push(...Object.values(readJson(path.join(localesDir, locale, f))));
    }
    const a = count(before);
    const b = count(after);
    const diffs = [...new Set([...a.keys(), ...b.keys()])].filter((v) => a.get(v) !== b.get(v));
    process.stdout.write(
      `${locale.padEnd(6)} ${String(beforeFiles.length).padStart(2)} files, ${before.length} texts before; ` +
        `${fs.readdirSync(path.join(localesDir, locale)).length} files, ${after.length} texts after; ` +
        `${
          diffs.length
            ? `${diffs.length} DIFFERENT, e.g. ${diffs
                .slice(0, 3)
                .map((v) => JSON.stringify(v))
                .join(', ')}`
            : 'same texts'
        }\n`,
    );
    if (diffs.length) same = false;
  }
  for (const ns of KEPT) {
    const now = fs.readFileSync(path.join(localesDir, 'en', `${ns}.json`), 'utf8');
    if (now !== git(['show', `${rev}:packages/i18n/locales/en/${ns}.json`])) {
      process.stdout.write(`${ns}.json changed\n`);
      same = false;
    }
  }
  return same;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  if (args[0] === '--check') process.exitCode = check(args[1] ?? 'HEAD') ? 0 : 1;
  else move();
}
