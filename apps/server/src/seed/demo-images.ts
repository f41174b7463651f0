import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { FONT_FAMILY, useShippedFonts } from '#server/lib/fonts.js';

/**
 * Placeholder pictures for the demo catalog, drawn as SVG and encoded to WebP with sharp: product
 * shots (a simple vector motif on a soft gradient with the product's short name), store logos,
 * covers and banners, and category icons. Everything is deterministic, so the same catalog gives
 * the same files on every machine.
 */

export type Motif =
  | 'shirt'
  | 'hoodie'
  | 'dress'
  | 'pants'
  | 'shoe'
  | 'phone'
  | 'headphones'
  | 'speaker'
  | 'laptop'
  | 'mug'
  | 'pan'
  | 'plant'
  | 'pillow'
  | 'box'
  | 'bottle'
  | 'lipstick'
  | 'perfume'
  | 'comb'
  | 'dumbbell'
  | 'mat'
  | 'tent'
  | 'ball'
  | 'blocks'
  | 'bear'
  | 'rocket'
  | 'watch'
  | 'bag'
  | 'glasses'
  | 'ring'
  | 'cap';

interface Palette {
  main: string;
  light: string;
  dark: string;
  accent: string;
  paper: string;
}

const FONT = `'${FONT_FAMILY}', sans-serif`;
// Text is drawn with the fonts shipped in npm, never the machine's (it may have none).
useShippedFonts();

/** `hsl` to `#rrggbb` (the SVG renderer gets plain hex colours). */
export function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = s / 100;
  const lig = l / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number) => lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

function palette(hue: number, dark = false): Palette {
  return dark
    ? {
        main: hsl(hue, 70, 66),
        light: hsl(hue, 75, 84),
        dark: hsl(hue, 45, 30),
        accent: hsl(hue + 40, 80, 70),
        paper: '#ffffff',
      }
    : {
        main: hsl(hue, 55, 50),
        light: hsl(hue, 65, 76),
        dark: hsl(hue, 50, 28),
        accent: hsl(hue + 40, 75, 60),
        paper: '#ffffff',
      };
}

function escapeXml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

/** Rough advance width of bold DejaVu Sans, in ems (wide enough never to overflow). */
function textWidth(s: string, size: number): number {
  let em = 0;
  for (const ch of s) {
    if (ch === ' ') em += 0.35;
    else if ("iljtfrI.,:;'!|-()".includes(ch)) em += 0.42;
    else if ('mwMW'.includes(ch)) em += 0.98;
    else if (ch >= 'A' && ch <= 'Z') em += 0.76;
    else if (ch >= '0' && ch <= '9') em += 0.7;
    else em += 0.66;
  }
  return em * size;
}

/**
 * Fits `text` in `width` px on one line, or on two balanced lines, at the largest font size from
 * `maxSize` down to `minSize` (one line is preferred while the size stays above 80% of `maxSize`).
 * Ends with an ellipsis when even that does not fit.
 */
export function wrapText(
  text: string,
  width: number,
  maxSize: number,
  minSize: number,
  maxLines: 1 | 2 = 2,
): { lines: string[]; size: number } {
  const words = text.split(/\s+/).filter(Boolean);
  const fits = (line: string, size: number) => textWidth(line, size) <= width;
  for (let size = maxSize; size >= Math.max(minSize, maxSize * 0.8); size -= 2) {
    if (fits(text, size)) return { lines: [text], size };
  }
  if (maxLines === 2) {
    for (let size = maxSize; size >= minSize; size -= 2) {
      let best: string[] | undefined;
      let bestWidth = Infinity;
      for (let i = 1; i < words.length; i++) {
        const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
        const widest = Math.max(...lines.map((l) => textWidth(l, size)));
        if (widest < bestWidth) [best, bestWidth] = [lines, widest];
      }
      if (best && bestWidth <= width) return { lines: best, size };
    }
  } else if (fits(text, minSize)) {
    for (let size = maxSize; size >= minSize; size -= 2) if (fits(text, size)) return { lines: [text], size };
  }
  // Too long even at the smallest size: keep what fits and end with an ellipsis.
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (fits(next, minSize) || !current) current = next;
    else {
      lines.push(current);
      current = word;
      if (lines.length === maxLines) break;
    }
  }
  if (lines.length < maxLines && current) lines.push(current);
  const last = lines.length - 1;
  let tail = lines[last] ?? '';
  if (lines.length === maxLines || !fits(tail, minSize)) {
    while (tail && !fits(`${tail}…`, minSize)) tail = tail.slice(0, -1).trimEnd();
    lines[last] = `${tail}…`;
  }
  return { lines, size: minSize };
}

function textLines(
  lines: string[],
  opts: { x: number; y: number; size: number; fill: string; anchor?: 'start' | 'middle'; weight?: string },
): string {
  const lh = Math.round(opts.size * 1.18);
  return lines
    .map(
      (line, i) =>
        `<text x="${opts.x}" y="${opts.y + i * lh}" font-family="${FONT}" font-size="${opts.size}" font-weight="${opts.weight ?? 'bold'}" fill="${opts.fill}" text-anchor="${opts.anchor ?? 'middle'}">${escapeXml(line)}</text>`,
    )
    .join('');
}

/** A motif drawn in a 200×200 box. */
function motifSvg(m: Motif, c: Palette): string {
  const w = c.paper;
  switch (m) {
    case 'shirt':
      return `<path d="M72 34 L44 46 L18 78 L42 100 L58 86 L58 172 L142 172 L142 86 L158 100 L182 78 L156 46 L128 34 Q100 58 72 34 Z" fill="${c.main}"/>
        <path d="M72 34 Q100 58 128 34 Q100 46 72 34 Z" fill="${c.dark}"/>
        <rect x="58" y="150" width="84" height="8" fill="${c.light}" opacity=".6"/>`;
    case 'hoodie':
      return `<path d="M70 40 L42 52 L20 150 L44 156 L58 96 L58 174 L142 174 L142 96 L156 156 L180 150 L158 52 L130 40 Z" fill="${c.main}"/>
        <path d="M70 40 Q72 14 100 12 Q128 14 130 40 Q116 62 100 62 Q84 62 70 40 Z" fill="${c.dark}"/>
        <path d="M78 40 Q100 56 122 40 Q120 24 100 22 Q80 24 78 40 Z" fill="${c.light}" opacity=".5"/>
        <rect x="74" y="126" width="52" height="30" rx="6" fill="${c.dark}" opacity=".35"/>
        <line x1="94" y1="62" x2="92" y2="90" stroke="${w}" stroke-width="3" stroke-linecap="round"/>
        <line x1="106" y1="62" x2="108" y2="90" stroke="${w}" stroke-width="3" stroke-linecap="round"/>`;
    case 'dress':
      return `<path d="M84 14 L84 34 M116 14 L116 34" stroke="${c.dark}" stroke-width="5" stroke-linecap="round"/>
        <path d="M80 30 Q100 42 120 30 L126 84 L74 84 Z" fill="${c.main}"/>
        <path d="M74 84 L126 84 L170 178 Q100 192 30 178 Z" fill="${c.main}"/>
        <rect x="72" y="80" width="56" height="12" rx="4" fill="${c.dark}"/>
        <path d="M100 92 L86 176 M100 92 L116 178" stroke="${c.light}" stroke-width="3" opacity=".6"/>
        <path d="M46 160 Q100 174 154 160" stroke="${c.light}" stroke-width="5" fill="none" opacity=".7"/>`;
    case 'pants':
      return `<path d="M60 22 L140 22 L150 180 L112 180 L100 78 L88 180 L50 180 Z" fill="${c.main}"/>
        <rect x="60" y="22" width="80" height="14" fill="${c.dark}"/>
        <line x1="100" y1="36" x2="100" y2="76" stroke="${c.dark}" stroke-width="3"/>
        <path d="M70 40 Q76 56 90 52" stroke="${c.light}" stroke-width="3" fill="none"/>
        <path d="M130 40 Q124 56 110 52" stroke="${c.light}" stroke-width="3" fill="none"/>`;
    case 'shoe':
      return `<path d="M22 120 L26 82 Q30 70 44 74 Q70 84 90 70 L104 62 Q116 58 122 70 L138 98 Q176 106 182 128 L182 140 L22 140 Z" fill="${c.main}"/>
        <rect x="18" y="136" width="168" height="18" rx="9" fill="${c.dark}"/>
        <path d="M94 78 L116 96 M84 86 L106 104 M74 92 L94 108" stroke="${w}" stroke-width="5" stroke-linecap="round"/>
        <path d="M30 120 L176 124" stroke="${c.light}" stroke-width="5" opacity=".7"/>`;
    case 'phone':
      return `<rect x="58" y="14" width="84" height="172" rx="16" fill="${c.dark}"/>
        <rect x="64" y="26" width="72" height="146" rx="8" fill="${c.main}"/>
        <rect x="64" y="26" width="72" height="146" rx="8" fill="${w}" opacity=".15"/>
        <path d="M64 120 Q100 90 136 110 L136 164 Q136 172 128 172 L72 172 Q64 172 64 164 Z" fill="${c.light}" opacity=".7"/>
        <circle cx="100" cy="60" r="14" fill="${c.accent}" opacity=".9"/>
        <rect x="86" y="18" width="28" height="5" rx="2.5" fill="${c.main}"/>`;
    case 'headphones':
      return `<path d="M38 118 Q38 36 100 36 Q162 36 162 118" stroke="${c.dark}" stroke-width="14" fill="none" stroke-linecap="round"/>
        <rect x="22" y="104" width="40" height="68" rx="18" fill="${c.main}"/>
        <rect x="138" y="104" width="40" height="68" rx="18" fill="${c.main}"/>
        <rect x="48" y="112" width="16" height="52" rx="8" fill="${c.dark}"/>
        <rect x="136" y="112" width="16" height="52" rx="8" fill="${c.dark}"/>
        <circle cx="42" cy="138" r="8" fill="${c.light}"/>
        <circle cx="158" cy="138" r="8" fill="${c.light}"/>`;
    case 'speaker':
      return `<rect x="50" y="24" width="100" height="156" rx="22" fill="${c.dark}"/>
        <circle cx="100" cy="118" r="40" fill="${c.main}"/>
        <circle cx="100" cy="118" r="18" fill="${c.light}"/>
        <circle cx="100" cy="58" r="16" fill="${c.main}"/>
        <circle cx="100" cy="58" r="6" fill="${c.light}"/>
        <circle cx="100" cy="166" r="3" fill="${c.accent}"/>`;
    case 'laptop':
      return `<rect x="40" y="40" width="120" height="84" rx="8" fill="${c.dark}"/>
        <rect x="48" y="48" width="104" height="68" rx="3" fill="${c.main}"/>
        <path d="M48 96 Q90 70 152 86 L152 116 L48 116 Z" fill="${c.light}" opacity=".7"/>
        <path d="M24 130 L176 130 L188 152 Q188 158 180 158 L20 158 Q12 158 12 152 Z" fill="${c.main}"/>
        <rect x="84" y="132" width="32" height="6" rx="3" fill="${c.dark}" opacity=".5"/>`;
    case 'mug':
      return `<path d="M132 78 Q170 78 170 112 Q170 146 132 146" stroke="${c.dark}" stroke-width="14" fill="none"/>
        <rect x="42" y="62" width="96" height="116" rx="14" fill="${c.main}"/>
        <rect x="42" y="62" width="96" height="16" rx="8" fill="${c.dark}"/>
        <path d="M64 118 Q90 100 116 118 Q90 136 64 118 Z" fill="${c.light}"/>
        <path d="M70 48 Q62 36 72 24 M92 48 Q84 36 94 24 M114 48 Q106 36 116 24" stroke="${c.light}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    case 'pan':
      return `<ellipse cx="82" cy="110" rx="66" ry="62" fill="${c.dark}"/>
        <ellipse cx="82" cy="110" rx="54" ry="50" fill="${c.main}"/>
        <ellipse cx="66" cy="94" rx="20" ry="14" fill="${c.light}" opacity=".6"/>
        <rect x="140" y="98" width="56" height="20" rx="10" fill="${c.dark}" transform="rotate(-20 140 108)"/>`;
    case 'plant':
      return `<path d="M100 110 Q60 96 52 54 Q92 58 100 110 Z" fill="${c.accent}"/>
        <path d="M100 110 Q140 92 150 46 Q108 56 100 110 Z" fill="${c.accent}"/>
        <path d="M100 112 Q96 60 104 18 Q124 60 100 112 Z" fill="${c.accent}" opacity=".85"/>
        <path d="M58 106 L142 106 L130 180 L70 180 Z" fill="${c.main}"/>
        <rect x="52" y="100" width="96" height="18" rx="6" fill="${c.dark}"/>`;
    case 'pillow':
      return `<rect x="34" y="132" width="132" height="44" rx="12" fill="${c.dark}"/>
        <rect x="42" y="90" width="116" height="44" rx="12" fill="${c.main}"/>
        <rect x="50" y="48" width="100" height="44" rx="12" fill="${c.light}"/>
        <rect x="34" y="160" width="132" height="6" fill="${w}" opacity=".45"/>
        <rect x="42" y="118" width="116" height="6" fill="${w}" opacity=".45"/>
        <rect x="50" y="76" width="100" height="6" fill="${w}" opacity=".6"/>`;
    case 'box':
      return `<path d="M30 70 L100 40 L170 70 L100 100 Z" fill="${c.light}"/>
        <path d="M30 70 L100 100 L100 180 L30 150 Z" fill="${c.main}"/>
        <path d="M170 70 L100 100 L100 180 L170 150 Z" fill="${c.dark}"/>
        <path d="M65 55 L135 85 L135 110 L150 104 L150 79 L80 49 Z" fill="${w}" opacity=".5"/>`;
    case 'bottle':
      return `<rect x="80" y="18" width="40" height="34" rx="6" fill="${c.dark}"/>
        <rect x="88" y="50" width="24" height="18" fill="${c.dark}" opacity=".8"/>
        <rect x="56" y="66" width="88" height="118" rx="24" fill="${c.main}"/>
        <rect x="68" y="104" width="64" height="48" rx="6" fill="${w}" opacity=".85"/>
        <rect x="78" y="116" width="44" height="6" rx="3" fill="${c.main}"/>
        <rect x="84" y="130" width="32" height="5" rx="2.5" fill="${c.light}"/>
        <rect x="64" y="76" width="10" height="96" rx="5" fill="${w}" opacity=".3"/>`;
    case 'lipstick':
      return `<rect x="72" y="112" width="56" height="72" rx="6" fill="${c.dark}"/>
        <rect x="72" y="112" width="56" height="12" fill="${c.accent}" opacity=".8"/>
        <rect x="80" y="84" width="40" height="30" rx="3" fill="${c.light}"/>
        <path d="M84 84 L84 44 Q84 30 116 16 L116 84 Z" fill="${c.main}"/>
        <path d="M90 80 L90 46 Q92 36 100 30 L100 80 Z" fill="${w}" opacity=".3"/>`;
    case 'perfume':
      return `<rect x="88" y="24" width="24" height="26" rx="4" fill="${c.accent}"/>
        <rect x="84" y="48" width="32" height="14" rx="3" fill="${c.dark}"/>
        <path d="M44 84 Q44 62 66 62 L134 62 Q156 62 156 84 L156 158 Q156 180 134 180 L66 180 Q44 180 44 158 Z" fill="${c.main}" opacity=".9"/>
        <path d="M58 90 Q58 76 72 76 L128 76 Q142 76 142 90 L142 152 Q142 166 128 166 L72 166 Q58 166 58 152 Z" fill="${c.light}" opacity=".6"/>
        <rect x="74" y="108" width="52" height="26" rx="4" fill="${w}" opacity=".85"/>`;
    case 'comb':
      return `<rect x="30" y="70" width="140" height="30" rx="10" fill="${c.main}"/>
        ${Array.from({ length: 14 }, (_, i) => `<rect x="${36 + i * 9.6}" y="96" width="5" height="${i % 2 ? 44 : 56}" rx="2.5" fill="${c.main}"/>`).join('')}
        <rect x="40" y="78" width="120" height="6" rx="3" fill="${w}" opacity=".4"/>`;
    case 'dumbbell':
      return `<rect x="50" y="92" width="100" height="16" rx="6" fill="${c.dark}"/>
        <rect x="22" y="58" width="26" height="84" rx="8" fill="${c.main}"/>
        <rect x="44" y="68" width="16" height="64" rx="6" fill="${c.main}"/>
        <rect x="152" y="58" width="26" height="84" rx="8" fill="${c.main}"/>
        <rect x="140" y="68" width="16" height="64" rx="6" fill="${c.main}"/>
        <rect x="26" y="64" width="6" height="72" rx="3" fill="${w}" opacity=".35"/>
        <rect x="156" y="64" width="6" height="72" rx="3" fill="${w}" opacity=".35"/>`;
    case 'mat':
      return `<rect x="36" y="70" width="120" height="64" fill="${c.main}"/>
        <ellipse cx="36" cy="102" rx="14" ry="32" fill="${c.dark}"/>
        <ellipse cx="156" cy="102" rx="14" ry="32" fill="${c.light}"/>
        <ellipse cx="156" cy="102" rx="9" ry="21" fill="none" stroke="${c.main}" stroke-width="3"/>
        <ellipse cx="156" cy="102" rx="4" ry="10" fill="none" stroke="${c.main}" stroke-width="3"/>
        <rect x="66" y="66" width="10" height="72" rx="3" fill="${c.dark}"/>
        <rect x="118" y="66" width="10" height="72" rx="3" fill="${c.dark}"/>
        <path d="M71 66 Q96 30 123 66" stroke="${c.dark}" stroke-width="6" fill="none"/>
        <rect x="36" y="78" width="120" height="6" fill="${w}" opacity=".3"/>
        <path d="M16 150 L176 150 L192 172 L32 172 Z" fill="${c.main}" opacity=".45"/>`;
    case 'tent':
      return `<path d="M100 24 L182 172 L18 172 Z" fill="${c.main}"/>
        <path d="M100 24 L182 172 L140 172 Z" fill="${c.dark}" opacity=".5"/>
        <path d="M100 80 L132 172 L68 172 Z" fill="${c.dark}"/>
        <line x1="100" y1="24" x2="100" y2="12" stroke="${c.dark}" stroke-width="4"/>
        <path d="M100 14 L118 20 L100 26 Z" fill="${c.accent}"/>
        <rect x="8" y="170" width="184" height="8" rx="4" fill="${c.dark}" opacity=".6"/>`;
    case 'ball':
      return `<circle cx="100" cy="100" r="74" fill="${c.main}"/>
        <path d="M100 26 L100 174 M26 100 L174 100" stroke="${c.dark}" stroke-width="5"/>
        <path d="M48 48 Q80 100 48 152 M152 48 Q120 100 152 152" stroke="${c.dark}" stroke-width="5" fill="none"/>
        <ellipse cx="74" cy="66" rx="18" ry="10" fill="${w}" opacity=".35" transform="rotate(-35 74 66)"/>`;
    case 'blocks':
      return `<rect x="22" y="104" width="74" height="74" rx="8" fill="${c.main}"/>
        <rect x="104" y="104" width="74" height="74" rx="8" fill="${c.accent}"/>
        <rect x="62" y="24" width="74" height="74" rx="8" fill="${c.dark}"/>
        <text x="59" y="158" font-family="${FONT}" font-size="50" font-weight="bold" fill="${w}" text-anchor="middle">A</text>
        <text x="141" y="158" font-family="${FONT}" font-size="50" font-weight="bold" fill="${w}" text-anchor="middle">B</text>
        <text x="99" y="78" font-family="${FONT}" font-size="50" font-weight="bold" fill="${w}" text-anchor="middle">C</text>`;
    case 'bear':
      return `<circle cx="62" cy="40" r="20" fill="${c.main}"/><circle cx="138" cy="40" r="20" fill="${c.main}"/>
        <circle cx="62" cy="40" r="10" fill="${c.light}"/><circle cx="138" cy="40" r="10" fill="${c.light}"/>
        <ellipse cx="100" cy="146" rx="56" ry="44" fill="${c.main}"/>
        <ellipse cx="100" cy="150" rx="30" ry="26" fill="${c.light}"/>
        <circle cx="100" cy="74" r="46" fill="${c.main}"/>
        <ellipse cx="100" cy="88" rx="20" ry="15" fill="${c.light}"/>
        <circle cx="82" cy="66" r="6" fill="${c.dark}"/><circle cx="118" cy="66" r="6" fill="${c.dark}"/>
        <ellipse cx="100" cy="82" rx="8" ry="6" fill="${c.dark}"/>`;
    case 'rocket':
      return `<path d="M100 14 Q140 50 136 120 L64 120 Q60 50 100 14 Z" fill="${c.main}"/>
        <circle cx="100" cy="70" r="16" fill="${w}"/><circle cx="100" cy="70" r="10" fill="${c.light}"/>
        <path d="M64 96 L38 136 L66 130 Z M136 96 L162 136 L134 130 Z" fill="${c.dark}"/>
        <rect x="76" y="118" width="48" height="14" rx="4" fill="${c.dark}"/>
        <path d="M84 134 Q100 190 116 134 Z" fill="${c.accent}"/>`;
    case 'watch':
      return `<rect x="72" y="12" width="56" height="176" rx="14" fill="${c.dark}"/>
        <circle cx="100" cy="100" r="54" fill="${c.main}"/>
        <circle cx="100" cy="100" r="44" fill="${w}"/>
        <line x1="100" y1="100" x2="100" y2="70" stroke="${c.dark}" stroke-width="5" stroke-linecap="round"/>
        <line x1="100" y1="100" x2="122" y2="112" stroke="${c.dark}" stroke-width="4" stroke-linecap="round"/>
        <circle cx="100" cy="100" r="5" fill="${c.accent}"/>
        <rect x="152" y="94" width="10" height="14" rx="3" fill="${c.main}"/>`;
    case 'bag':
      return `<path d="M66 70 Q66 26 100 26 Q134 26 134 70" stroke="${c.dark}" stroke-width="10" fill="none"/>
        <path d="M40 70 L160 70 L172 178 L28 178 Z" fill="${c.main}"/>
        <path d="M40 70 L160 70 L164 104 Q100 120 36 104 Z" fill="${c.dark}" opacity=".35"/>
        <rect x="90" y="100" width="20" height="16" rx="3" fill="${c.accent}"/>`;
    case 'glasses':
      return `<path d="M14 82 L186 82" stroke="${c.dark}" stroke-width="8" stroke-linecap="round"/>
        <path d="M22 82 L86 82 L82 118 Q78 138 56 138 Q30 138 26 116 Z" fill="${c.main}"/>
        <path d="M114 82 L178 82 L174 116 Q170 138 144 138 Q122 138 118 118 Z" fill="${c.main}"/>
        <path d="M86 88 Q100 78 114 88" stroke="${c.dark}" stroke-width="6" fill="none"/>
        <path d="M36 92 L58 92 L40 118 Z M128 92 L150 92 L132 118 Z" fill="${w}" opacity=".35"/>`;
    case 'ring':
      return `<circle cx="100" cy="120" r="52" stroke="${c.main}" stroke-width="16" fill="none"/>
        <circle cx="100" cy="120" r="52" stroke="${w}" stroke-width="4" fill="none" opacity=".4"/>
        <path d="M72 54 L86 36 L114 36 L128 54 L100 84 Z" fill="${c.light}"/>
        <path d="M72 54 L128 54 L100 84 Z" fill="${c.accent}" opacity=".8"/>
        <path d="M86 36 L100 54 L114 36" stroke="${w}" stroke-width="2" fill="none"/>`;
    case 'cap':
      return `<path d="M36 124 Q36 50 100 50 Q164 50 164 124 Z" fill="${c.main}"/>
        <path d="M100 50 Q86 80 88 124 M100 50 Q114 80 112 124" stroke="${c.dark}" stroke-width="3" fill="none" opacity=".6"/>
        <circle cx="100" cy="50" r="7" fill="${c.dark}"/>
        <path d="M30 124 L186 124 Q190 142 160 144 L30 140 Z" fill="${c.dark}"/>`;
  }
}

function gradient(id: string, from: string, to: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export interface ProductImageInput {
  /** Short name printed on the picture (at most two lines). */
  label: string;
  /** Small caps line at the top (the store). */
  brand: string;
  motif: Motif;
  hue: number;
  /** 0, 1, 2: the same product seen "from another angle" (colour and layout change). */
  variant: number;
}

export const PRODUCT_IMAGE_SIZE = 600;

export function productImageSvg(p: ProductImageInput): string {
  const S = PRODUCT_IMAGE_SIZE;
  const v = p.variant % 3;
  const hue = p.hue + (v === 1 ? 28 : v === 2 ? -24 : 0);
  const dark = v === 2;
  const c = palette(hue, dark);
  const bg = dark
    ? gradient('bg', hsl(hue, 35, 24), hsl(hue + 20, 40, 36))
    : gradient('bg', hsl(hue, 75, 95), hsl(hue + 18, 62, 83));
  const text = dark ? '#ffffff' : hsl(hue, 45, 20);
  const { lines, size } = wrapText(p.label, S - 90, 44, 28);
  const textTop = lines.length === 1 ? 510 : 488;
  let stage: string;
  if (v === 0) {
    stage = `<circle cx="300" cy="250" r="185" fill="#ffffff" opacity=".6"/>
      <ellipse cx="300" cy="410" rx="120" ry="14" fill="#000000" opacity=".07"/>
      <g transform="translate(150 95) scale(1.5)">${motifSvg(p.motif, c)}</g>`;
  } else if (v === 1) {
    const stripes = Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="${-200 + i * 90}" y="-100" width="34" height="900" fill="#ffffff" opacity=".18" transform="rotate(30 300 300)"/>`,
    ).join('');
    stage = `${stripes}
      <rect x="90" y="52" width="420" height="380" rx="36" fill="#ffffff" opacity=".55"/>
      <g transform="translate(300 242) rotate(-9) translate(-165 -165) scale(1.65)">${motifSvg(p.motif, c)}</g>`;
  } else {
    stage = `<circle cx="120" cy="110" r="150" fill="${c.main}" opacity=".18"/>
      <circle cx="500" cy="420" r="170" fill="${c.accent}" opacity=".14"/>
      <circle cx="300" cy="250" r="170" fill="#ffffff" opacity=".08"/>
      <g transform="translate(170 115) scale(1.3)">${motifSvg(p.motif, c)}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">
    <defs>${bg}</defs>
    <rect width="${S}" height="${S}" fill="url(#bg)"/>
    ${stage}
    <text x="36" y="52" font-family="${FONT}" font-size="18" font-weight="bold" letter-spacing="3" fill="${text}" opacity=".55">${escapeXml(p.brand.toUpperCase())}</text>
    ${textLines(lines, { x: 300, y: textTop + size * 0.35, size, fill: text })}
  </svg>`;
}

export function logoSvg(name: string, hue: number): string {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
    <defs>${gradient('bg', hsl(hue, 70, 58), hsl(hue + 25, 65, 42))}</defs>
    <circle cx="100" cy="100" r="100" fill="url(#bg)"/>
    <circle cx="100" cy="100" r="84" fill="none" stroke="#ffffff" stroke-width="3" opacity=".35"/>
    <text x="100" y="${100 + 76 * 0.36}" font-family="${FONT}" font-size="76" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>
  </svg>`;
}

export function coverSvg(name: string, tagline: string, hue: number, motifs: Motif[]): string {
  const c = palette(hue, true);
  const shapes = motifs
    .slice(0, 3)
    .map(
      (m, i) =>
        `<g transform="translate(${660 + i * 135} ${i % 2 ? 180 : 100}) scale(.7)" opacity=".92">${motifSvg(m, c)}</g>`,
    )
    .join('');
  const { lines, size } = wrapText(name, 580, 68, 44);
  const lh = Math.round(size * 1.18);
  const block = (lines.length - 1) * lh + 64;
  const top = Math.round(200 - block / 2 + size * 0.35);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="400" viewBox="0 0 1080 400">
    <defs>${gradient('bg', hsl(hue + 10, 62, 46), hsl(hue - 16, 62, 32))}</defs>
    <rect width="1080" height="400" fill="url(#bg)"/>
    <circle cx="860" cy="200" r="230" fill="#ffffff" opacity=".08"/>
    <circle cx="980" cy="40" r="120" fill="#ffffff" opacity=".07"/>
    <circle cx="60" cy="380" r="140" fill="#000000" opacity=".06"/>
    ${shapes}
    ${textLines(lines, { x: 64, y: top, size, fill: '#ffffff', anchor: 'start' })}
    ${textLines([tagline], { x: 66, y: top + (lines.length - 1) * lh + 56, size: 28, fill: '#ffffff', anchor: 'start', weight: 'normal' })}
  </svg>`;
}

export function bannerSvg(headline: string, sub: string, cta: string, hue: number, motif: Motif): string {
  const c = palette(hue);
  const head = wrapText(headline, 580, 74, 48);
  const lh = Math.round(head.size * 1.18);
  const subText = wrapText(sub, 580, 30, 22, 1);
  // headline, sub line and button centred as one block
  const block = (head.lines.length - 1) * lh + head.size * 0.75 + 30 + subText.size + 30 + 52;
  const top = Math.round(210 - block / 2 + head.size * 0.75);
  const subY = top + (head.lines.length - 1) * lh + 30 + subText.size;
  const btnY = subY + 26;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="420" viewBox="0 0 1080 420">
    <defs>${gradient('bg', hsl(hue, 75, 50), hsl(hue + 30, 72, 38))}</defs>
    <rect width="1080" height="420" fill="url(#bg)"/>
    <circle cx="860" cy="210" r="165" fill="#ffffff" opacity=".92"/>
    <circle cx="860" cy="210" r="190" fill="none" stroke="#ffffff" stroke-width="4" opacity=".4"/>
    <circle cx="700" cy="52" r="24" fill="#ffffff" opacity=".25"/>
    <circle cx="1040" cy="390" r="60" fill="#ffffff" opacity=".15"/>
    <g transform="translate(750 100) scale(1.1)">${motifSvg(motif, c)}</g>
    ${textLines(head.lines, { x: 60, y: top, size: head.size, fill: '#ffffff', anchor: 'start' })}
    ${textLines(subText.lines, { x: 62, y: subY, size: subText.size, fill: '#ffffff', anchor: 'start', weight: 'normal' })}
    <rect x="60" y="${btnY}" width="${Math.round(textWidth(cta, 24) + 56)}" height="52" rx="26" fill="#ffffff"/>
    ${textLines([cta], { x: 88, y: btnY + 35, size: 24, fill: hsl(hue, 70, 38), anchor: 'start' })}
  </svg>`;
}

/**
 * A banner's picture without words (decision 32): the gradient and the motif on the right; the apps
 * draw the title, sub line and button over the left part in the reader's language.
 */
export function bannerArtSvg(hue: number, motif: Motif): string {
  const c = palette(hue);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="420" viewBox="0 0 1080 420">
    <defs>${gradient('bg', hsl(hue, 75, 50), hsl(hue + 30, 72, 38))}</defs>
    <rect width="1080" height="420" fill="url(#bg)"/>
    <circle cx="120" cy="-40" r="150" fill="#ffffff" opacity=".07"/>
    <circle cx="560" cy="430" r="120" fill="#ffffff" opacity=".06"/>
    <circle cx="860" cy="210" r="165" fill="#ffffff" opacity=".92"/>
    <circle cx="860" cy="210" r="190" fill="none" stroke="#ffffff" stroke-width="4" opacity=".4"/>
    <circle cx="700" cy="52" r="24" fill="#ffffff" opacity=".25"/>
    <circle cx="1040" cy="390" r="60" fill="#ffffff" opacity=".15"/>
    <g transform="translate(750 100) scale(1.1)">${motifSvg(motif, c)}</g>
  </svg>`;
}

export function iconSvg(motif: Motif, hue: number): string {
  const c = palette(hue);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">
    <circle cx="60" cy="60" r="60" fill="${hsl(hue, 75, 92)}"/>
    <g transform="translate(22 22) scale(.38)">${motifSvg(motif, c)}</g>
  </svg>`;
}

export interface ImageJob {
  /** Path under the uploads root, e.g. `goods/p1-1.webp`. */
  key: string;
  svg: () => string;
  quality?: number;
}

/**
 * Renders the jobs to WebP under `root`, `concurrency` at a time, skipping files that already
 * exist. Each file is written under a temporary name and renamed, so an interrupted run never
 * leaves a half-written picture that later runs would skip. Answers how many were written.
 */
export async function renderImages(root: string, jobs: ImageJob[], concurrency = 4): Promise<number> {
  const dirs = new Set(jobs.map((j) => path.dirname(path.join(root, j.key))));
  for (const dir of dirs) await fs.mkdir(dir, { recursive: true });
  let next = 0;
  let written = 0;
  async function worker() {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const file = path.join(root, job.key);
      try {
        await fs.access(file);
        continue;
      } catch {
        // missing: render it
      }
      const buf = await sharp(Buffer.from(job.svg()))
        .webp({ quality: job.quality ?? 75, effort: 2 })
        .toBuffer();
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, buf);
      await fs.rename(tmp, file);
      written += 1;
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, () => worker()));
  return written;
}
