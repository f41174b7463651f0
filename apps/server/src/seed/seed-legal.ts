import fs from 'node:fs';
import path from 'node:path';
import { LEGAL_KINDS, LOCALES, type LegalKind, type Locale } from '@app/contract';
import type { Db } from '#server/db/client.js';
import { legalVersions, type LegalTextsColumn } from '#server/db/schema/index.js';
import { staffRepository } from '#server/modules/staff/index.js';

/** Where the demo texts are: one file per language, `legal-texts/<locale>.md`. */
const TEXTS_DIR = path.join(import.meta.dirname, 'legal-texts');

/**
 * Reads a language's file: each page starts with a line `=== <kind>: <title>`, its body follows
 * (the safe Markdown subset of parseLegalBody).
 */
export function readLegalTexts(locale: Locale): Partial<Record<LegalKind, { title: string; body: string }>> {
  const file = path.join(TEXTS_DIR, `${locale}.md`);
  if (!fs.existsSync(file)) return {};
  const out: Partial<Record<LegalKind, { title: string; body: string }>> = {};
  const parts = fs.readFileSync(file, 'utf8').split(/^=== /m).slice(1);
  for (const part of parts) {
    const newline = part.indexOf('\n');
    const head = part.slice(0, newline);
    const match = /^(\w+):\s*(.+)$/.exec(head.trim());
    if (!match || !(LEGAL_KINDS as readonly string[]).includes(match[1]!)) {
      throw new Error(`${file}: bad page header "${head}"`);
    }
    out[match[1] as LegalKind] = { title: match[2]!.trim(), body: part.slice(newline + 1).trim() };
  }
  return out;
}

/** The demo's membership agreement, privacy policy and about page in every language, as version 1 by the demo admin. */
export async function seedLegalPages(db: Db, adminEmail: string) {
  const admin = await staffRepository.findByEmail(db, adminEmail);
  if (!admin) return;
  const existing = new Set(
    (await db.select({ kind: legalVersions.kind }).from(legalVersions)).map((r) => r.kind),
  );
  const byLocale = new Map(LOCALES.map((l) => [l, readLegalTexts(l)]));
  for (const kind of LEGAL_KINDS) {
    if (existing.has(kind)) continue;
    const texts: LegalTextsColumn = {};
    for (const locale of LOCALES) {
      const text = byLocale.get(locale)?.[kind];
      if (text) texts[locale] = text;
    }
    if (!texts.en) continue;
    await db
      .insert(legalVersions)
      .values({ kind, version: 1, texts, publishedBy: admin.id })
      .onConflictDoNothing();
  }
}
