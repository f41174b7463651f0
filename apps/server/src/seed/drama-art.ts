import { FONT_FAMILY, useShippedFonts } from '#server/lib/fonts.js';
import { hsl, wrapText } from './demo-images.js';

/**
 * Poster art and episode scenes of the demo dramas, drawn as SVG (rendered by sharp, like the
 * product pictures): a composed picture per genre — skyline, mansion, moon and wolf, palace roofs,
 * a tower, rings — graded in the drama's own colours, and on the poster the title lettered over it.
 */

export type SceneKind = 'mansion' | 'skyline' | 'seoul' | 'wolf' | 'palace' | 'tower' | 'family' | 'wedding';
export type SpriteKind = 'spark' | 'snow' | 'petal' | 'rain' | 'heart' | 'ember';

export interface DramaLook {
  scene: SceneKind;
  /** The grade: the sky's hue (dark top) and the glow's hue (light bottom). */
  hue: number;
  glow: number;
  /** Serif lettering for period and mystery pieces, condensed sans for the modern ones. */
  lettering: 'serif' | 'sans';
  tagline: string;
  sprite: SpriteKind;
  /** The soft chord under each episode (Hz). */
  chord: number[];
}

useShippedFonts();
const SERIF = `'DejaVu Serif', serif`;
const SANS = `'${FONT_FAMILY}', sans-serif`;

function esc(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

/** A small deterministic random sequence (the same picture on every machine). */
function rand(seed: number) {
  let x = seed * 2654435761;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return ((x >>> 0) % 10_000) / 10_000;
  };
}

/** A standing figure (head, shoulders, coat or dress) with its feet at (x, y), `h` tall. */
function figure(x: number, y: number, h: number, fill: string, kind: 'man' | 'woman' | 'child' = 'man') {
  const s = h / 100;
  const head = `<circle cx="${x}" cy="${y - 90 * s}" r="${8.5 * s}" fill="${fill}"/>`;
  if (kind === 'woman') {
    return `${head}<path d="M${x - 5 * s} ${y - 81 * s} C${x - 14 * s} ${y - 78 * s} ${x - 15 * s} ${y - 60 * s} ${x - 12 * s} ${y - 50 * s} L${x - 24 * s} ${y} L${x + 24 * s} ${y} L${x + 12 * s} ${y - 50 * s} C${x + 15 * s} ${y - 60 * s} ${x + 14 * s} ${y - 78 * s} ${x + 5 * s} ${y - 81 * s} Z" fill="${fill}"/>
      <path d="M${x - 8 * s} ${y - 95 * s} C${x - 16 * s} ${y - 80 * s} ${x - 14 * s} ${y - 62 * s} ${x - 18 * s} ${y - 56 * s} L${x - 6 * s} ${y - 70 * s} Z" fill="${fill}"/>`;
  }
  const wide = kind === 'child' ? 12 : 17;
  return `${head}<path d="M${x - 6 * s} ${y - 80 * s} L${x - wide * s} ${y - 74 * s} L${x - (wide - 3) * s} ${y - 38 * s} L${x - 9 * s} ${y} L${x - 2 * s} ${y} L${x} ${y - 34 * s} L${x + 2 * s} ${y} L${x + 9 * s} ${y} L${x + (wide - 3) * s} ${y - 38 * s} L${x + wide * s} ${y - 74 * s} L${x + 6 * s} ${y - 80 * s} Z" fill="${fill}"/>`;
}

function moon(cx: number, cy: number, r: number, color: string) {
  return `<circle cx="${cx}" cy="${cy}" r="${r * 1.9}" fill="url(#halo)"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>
    <circle cx="${cx - r * 0.3}" cy="${cy - r * 0.2}" r="${r * 0.16}" fill="#000" opacity=".06"/>
    <circle cx="${cx + r * 0.35}" cy="${cy + r * 0.25}" r="${r * 0.1}" fill="#000" opacity=".05"/>`;
}

function stars(w: number, h: number, seed: number, n = 60) {
  const r = rand(seed);
  return Array.from(
    { length: n },
    () =>
      `<circle cx="${(r() * w).toFixed(1)}" cy="${(r() * h).toFixed(1)}" r="${(0.6 + r() * 1.6).toFixed(1)}" fill="#fff" opacity="${(0.3 + r() * 0.6).toFixed(2)}"/>`,
  ).join('');
}

function skyline(w: number, base: number, seed: number, fill: string, lit: string, tall = 1) {
  const r = rand(seed);
  let x = -10;
  let out = '';
  while (x < w) {
    const bw = 34 + r() * 50;
    const bh = (90 + r() * 260) * tall;
    out += `<rect x="${x.toFixed(1)}" y="${(base - bh).toFixed(1)}" width="${bw.toFixed(1)}" height="${(bh + 400).toFixed(1)}" fill="${fill}"/>`;
    for (let wy = base - bh + 12; wy < base - 10; wy += 16) {
      for (let wx = x + 6; wx < x + bw - 8; wx += 11) {
        if (r() < 0.22)
          out += `<rect x="${wx.toFixed(1)}" y="${wy.toFixed(1)}" width="5" height="8" fill="${lit}" opacity="${(0.5 + r() * 0.5).toFixed(2)}"/>`;
      }
    }
    x += bw + 2;
  }
  return out;
}

function rain(w: number, h: number, seed: number, n = 90) {
  const r = rand(seed);
  return Array.from({ length: n }, () => {
    const x = r() * w;
    const y = r() * h;
    const l = 18 + r() * 30;
    return `<line x1="${x.toFixed(1)}" y1="${y.toFixed(1)}" x2="${(x - l * 0.25).toFixed(1)}" y2="${(y + l).toFixed(1)}" stroke="#cfe3ff" stroke-width="1.2" opacity="${(0.15 + r() * 0.3).toFixed(2)}"/>`;
  }).join('');
}

function bokeh(w: number, h: number, seed: number, colors: string[], n = 26) {
  const r = rand(seed);
  return Array.from(
    { length: n },
    (_, i) =>
      `<circle cx="${(r() * w).toFixed(1)}" cy="${(r() * h).toFixed(1)}" r="${(6 + r() * 34).toFixed(1)}" fill="${colors[i % colors.length]}" opacity="${(0.08 + r() * 0.22).toFixed(2)}"/>`,
  ).join('');
}

function heart(x: number, y: number, s: number, fill: string, opacity = 1) {
  return `<path transform="translate(${x} ${y}) scale(${s})" d="M0 6 C0 -2 -12 -4 -12 4 C-12 10 -4 14 0 20 C4 14 12 10 12 4 C12 -4 0 -2 0 6 Z" fill="${fill}" opacity="${opacity}"/>`;
}

/** The composed picture of a drama at any size (posters 600×900, episode scenes 600×1068). */
function scene(look: DramaLook, w: number, h: number, seed: number): string {
  const top = hsl(look.hue, 62, 9);
  const mid = hsl(look.hue + 12, 55, 24);
  const low = hsl(look.glow, 72, 52);
  const ink = hsl(look.hue, 50, 5);
  const g = (y: number) => Math.round(h * y);
  const sky = `<defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset=".55" stop-color="${mid}"/><stop offset="1" stop-color="${low}"/></linearGradient>
      <radialGradient id="halo"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
      <radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${hsl(look.glow, 90, 70)}" stop-opacity=".55"/><stop offset="1" stop-color="${hsl(look.glow, 90, 70)}" stop-opacity="0"/></radialGradient>
      <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".85"/></linearGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  let art = '';
  switch (look.scene) {
    case 'mansion': {
      const base = g(0.74);
      art = `${stars(w, g(0.4), seed, 40)}${moon(w * 0.7, g(0.2), w * 0.15, '#f4ecd8')}
        <path d="M0 ${base} L0 ${base - 120} L${w * 0.12} ${base - 120} L${w * 0.12} ${base - 230} L${w * 0.17} ${base - 300} L${w * 0.22} ${base - 230} L${w * 0.22} ${base - 170} L${w * 0.38} ${base - 170} L${w * 0.46} ${base - 250} L${w * 0.54} ${base - 170} L${w * 0.7} ${base - 170} L${w * 0.7} ${base - 250} L${w * 0.75} ${base - 330} L${w * 0.8} ${base - 250} L${w * 0.8} ${base - 130} L${w} ${base - 130} L${w} ${h} L0 ${h} Z" fill="${ink}"/>
        ${[0.27, 0.33, 0.59, 0.65, 0.15, 0.76]
          .map(
            (fx, i) =>
              `<rect x="${w * fx}" y="${base - (i < 4 ? 140 : 200)}" width="16" height="26" rx="8" fill="#ffcf7a" opacity="${i === 2 ? 0.95 : 0.55}"/>`,
          )
          .join('')}
        ${figure(w * 0.5, g(0.93), h * 0.3, '#050308', 'woman')}
        ${rain(w, h, seed + 7)}`;
      break;
    }
    case 'skyline': {
      const base = g(0.78);
      art = `${stars(w, g(0.3), seed, 25)}<circle cx="${w * 0.5}" cy="${g(0.55)}" r="${w * 0.55}" fill="url(#glow)"/>
        ${skyline(w, base, seed, hsl(look.hue, 45, 12), '#ffd88a', 1.4)}
        <rect y="${base}" width="${w}" height="${h - base}" fill="${ink}"/>
        ${figure(w * 0.38, g(0.95), h * 0.34, '#030205', 'woman')}
        ${figure(w * 0.62, g(0.95), h * 0.37, '#030205', 'man')}`;
      break;
    }
    case 'seoul': {
      const hill = g(0.7);
      art = `${bokeh(w, g(0.6), seed, ['#ffffff', hsl(look.glow, 90, 80), '#ffd1e3'])}
        <circle cx="${w * 0.28}" cy="${g(0.3)}" r="${w * 0.13}" fill="#fff3e6" opacity=".85"/>
        <path d="M0 ${hill} C${w * 0.25} ${hill - 90} ${w * 0.5} ${hill - 120} ${w * 0.75} ${hill - 80} C${w * 0.9} ${hill - 60} ${w} ${hill - 40} ${w} ${hill} L${w} ${h} L0 ${h} Z" fill="${hsl(look.hue, 40, 16)}"/>
        <rect x="${w * 0.6 - 4}" y="${hill - 330}" width="8" height="240" fill="${hsl(look.hue, 40, 16)}"/>
        <rect x="${w * 0.6 - 22}" y="${hill - 250}" width="44" height="26" rx="8" fill="${hsl(look.hue, 40, 16)}"/>
        <rect x="${w * 0.6 - 12}" y="${hill - 120}" width="24" height="40" fill="${hsl(look.hue, 40, 16)}"/>
        <rect x="${w * 0.6 - 1}" y="${hill - 380}" width="2" height="60" fill="${hsl(look.hue, 40, 16)}"/>
        ${skyline(w, g(0.82), seed, hsl(look.hue, 35, 11), '#ffe3b0', 0.5)}
        <rect y="${g(0.82)}" width="${w}" height="${h - g(0.82)}" fill="${hsl(look.hue, 45, 14)}"/>
        ${Array.from({ length: 9 }, (_, i) => `<rect x="${w * (0.1 + ((i * 37) % 80) / 100)}" y="${g(0.84) + i * 9}" width="${40 + ((i * 13) % 50)}" height="2" fill="#ffd6e8" opacity=".45"/>`).join('')}
        ${heart(w * 0.8, g(0.18), 2.2, '#ff7aa8', 0.9)}${heart(w * 0.68, g(0.25), 1.2, '#ffb3cd', 0.8)}
        ${figure(w * 0.44, g(0.95), h * 0.27, '#1a0710', 'woman')}${figure(w * 0.58, g(0.95), h * 0.3, '#1a0710', 'man')}`;
      break;
    }
    case 'wolf': {
      const cliff = g(0.62);
      const r = rand(seed);
      const pines = Array.from({ length: 16 }, (_, i) => {
        const x = (i / 15) * w + (r() - 0.5) * 30;
        const ph = 120 + r() * 160;
        const y = g(0.86) + r() * 30;
        return `<path d="M${x} ${y - ph} L${x - ph * 0.22} ${y} L${x + ph * 0.22} ${y} Z" fill="${hsl(look.hue, 45, 7)}"/>`;
      }).join('');
      const wx = w * 0.3;
      art = `${stars(w, g(0.5), seed, 80)}${moon(w * 0.55, g(0.3), w * 0.3, '#e9eef7')}
        <path d="M0 ${cliff} L${w * 0.18} ${cliff - 10} L${w * 0.42} ${cliff + 20} L${w * 0.55} ${cliff + 120} L${w * 0.55} ${h} L0 ${h} Z" fill="${hsl(look.hue, 40, 6)}"/>
        <path transform="translate(${wx} ${cliff - 2}) scale(${w / 600})" d="M-60 0 L-52 -30 L-58 -52 L-40 -60 L-20 -62 L5 -66 L20 -80 L26 -108 L32 -130 L38 -112 L44 -122 L46 -100 L40 -84 L44 -70 L36 -50 L30 -30 L34 0 L22 0 L18 -26 L-10 -30 L-30 -28 L-36 0 L-48 0 L-44 -24 Z" fill="#04060a"/>
        ${pines}`;
      break;
    }
    case 'palace': {
      const roof = g(0.62);
      const r = rand(seed);
      const lanterns = Array.from({ length: 12 }, () => {
        const x = r() * w;
        const y = r() * g(0.55);
        const s = 8 + r() * 14;
        return `<circle cx="${x}" cy="${y}" r="${s * 2.2}" fill="url(#glow)"/><rect x="${x - s * 0.6}" y="${y - s * 0.8}" width="${s * 1.2}" height="${s * 1.6}" rx="${s * 0.5}" fill="#ffb347" opacity=".9"/>`;
      }).join('');
      art = `${moon(w * 0.78, g(0.16), w * 0.1, '#fde7c2')}${lanterns}
        <path d="M${w * 0.05} ${roof} Q${w * 0.5} ${roof - 40} ${w * 0.95} ${roof} Q${w * 1.02} ${roof - 30} ${w} ${roof - 50} L${w * 0.78} ${roof - 110} L${w * 0.22} ${roof - 110} L0 ${roof - 50} Q${w * -0.02} ${roof - 30} ${w * 0.05} ${roof} Z" fill="${ink}"/>
        <rect x="${w * 0.15}" y="${roof - 8}" width="${w * 0.7}" height="${h}" fill="${ink}"/>
        <path d="M${w * 0.12} ${roof + 90} Q${w * 0.5} ${roof + 60} ${w * 0.88} ${roof + 90} L${w * 0.78} ${roof + 40} L${w * 0.22} ${roof + 40} Z" fill="${ink}"/>
        ${[0.25, 0.4, 0.6, 0.75].map((fx) => `<rect x="${w * fx - 5}" y="${roof + 90}" width="10" height="${h}" fill="#7a1010"/>`).join('')}
        <path d="M${w} ${g(0.08)} C${w * 0.8} ${g(0.12)} ${w * 0.72} ${g(0.2)} ${w * 0.6} ${g(0.22)}" stroke="#2a0a0a" stroke-width="6" fill="none"/>
        ${[0.62, 0.7, 0.8, 0.9].map((fx, i) => `<circle cx="${w * fx}" cy="${g(0.2 - i * 0.025)}" r="9" fill="#ffc2d4"/>`).join('')}
        ${figure(w * 0.5, g(0.97), h * 0.32, '#0a0204', 'woman')}`;
      break;
    }
    case 'tower': {
      const r = rand(seed);
      const tx = w * 0.32;
      const tw = w * 0.36;
      let win = '';
      for (let y = g(0.12); y < g(0.9); y += 22)
        for (let x = tx + 8; x < tx + tw - 10; x += 18)
          win += `<rect x="${x}" y="${y}" width="12" height="14" fill="${hsl(look.glow, 60, 60)}" opacity="${(0.04 + r() * 0.1).toFixed(2)}"/>`;
      art = `${rain(w, h, seed, 140)}
        ${skyline(w, g(0.9), seed + 3, hsl(look.hue, 40, 9), hsl(look.glow, 70, 70), 0.8)}
        <path d="M${tx} ${g(0.1)} L${tx + tw / 2} ${g(0.04)} L${tx + tw} ${g(0.1)} L${tx + tw} ${h} L${tx} ${h} Z" fill="${hsl(look.hue, 45, 8)}"/>
        ${win}
        <rect x="${tx + tw * 0.55}" y="${g(0.47)}" width="14" height="16" fill="#ff5a4f"/>
        <circle cx="${tx + tw * 0.55 + 7}" cy="${g(0.47) + 8}" r="40" fill="#ff5a4f" opacity=".12"/>
        ${Array.from({ length: 13 }, (_, i) => `<rect x="${tx - 20}" y="${g(0.9) + i * 7}" width="${tw + 40}" height="2" fill="${hsl(look.glow, 60, 50)}" opacity="${(0.35 - i * 0.025).toFixed(2)}"/>`).join('')}
        ${figure(w * 0.5, g(0.99), h * 0.22, '#010203', 'woman')}`;
      break;
    }
    case 'family': {
      const ground = g(0.82);
      art = `<circle cx="${w * 0.5}" cy="${g(0.32)}" r="${w * 0.5}" fill="url(#glow)"/>
        ${[
          [0.18, 0.22, 340],
          [0.3, 0.14, 45],
          [0.78, 0.2, 200],
          [0.86, 0.32, 140],
          [0.66, 0.1, 280],
        ]
          .map(
            ([fx, fy, hue]) =>
              `<line x1="${w * fx!}" y1="${g(fy!) + 34}" x2="${w * 0.5}" y2="${g(0.66)}" stroke="#fff" stroke-width="1" opacity=".5"/><ellipse cx="${w * fx!}" cy="${g(fy!)}" rx="26" ry="32" fill="${hsl(hue!, 80, 62)}"/><ellipse cx="${w * fx! - 8}" cy="${g(fy!) - 10}" rx="6" ry="9" fill="#fff" opacity=".4"/>`,
          )
          .join('')}
        ${skyline(w, ground, seed, hsl(look.hue, 35, 30), '#fff2c8', 0.7)}
        <rect y="${ground}" width="${w}" height="${h - ground}" fill="${hsl(look.hue, 40, 16)}"/>
        ${figure(w * 0.3, g(0.96), h * 0.3, '#0d0a12', 'woman')}
        ${figure(w * 0.44, g(0.96), h * 0.15, '#0d0a12', 'child')}
        ${figure(w * 0.56, g(0.96), h * 0.14, '#0d0a12', 'woman')}
        ${figure(w * 0.72, g(0.96), h * 0.33, '#0d0a12', 'man')}`;
      break;
    }
    case 'wedding': {
      const r = rand(seed);
      const shards = Array.from({ length: 14 }, () => {
        const x = r() * w;
        const y = r() * g(0.7);
        const s = 14 + r() * 40;
        return `<path d="M${x} ${y} L${x + s} ${y + s * 0.3} L${x + s * 0.4} ${y + s * 1.1} Z" fill="#fff" opacity="${(0.06 + r() * 0.16).toFixed(2)}" stroke="#fff" stroke-opacity=".35"/>`;
      }).join('');
      art = `${shards}
        <path d="M${w * 0.2} ${h} L${w * 0.2} ${g(0.45)} Q${w * 0.5} ${g(0.12)} ${w * 0.8} ${g(0.45)} L${w * 0.8} ${h}" fill="none" stroke="${hsl(look.glow, 60, 70)}" stroke-width="10" opacity=".35"/>
        <circle cx="${w * 0.44}" cy="${g(0.32)}" r="${w * 0.12}" fill="none" stroke="#f6d38a" stroke-width="12"/>
        <circle cx="${w * 0.56}" cy="${g(0.32)}" r="${w * 0.12}" fill="none" stroke="#e8e8f0" stroke-width="12"/>
        <path d="M${w * 0.44 - 10} ${g(0.32) - w * 0.12 - 16} l10 -14 l10 14 l-10 10 Z" fill="#dff6ff"/>
        <path d="M${w * 0.5} ${g(0.52)} C${w * 0.3} ${g(0.6)} ${w * 0.22} ${g(0.85)} ${w * 0.18} ${h} L${w * 0.82} ${h} C${w * 0.78} ${g(0.85)} ${w * 0.7} ${g(0.6)} ${w * 0.5} ${g(0.52)} Z" fill="#fff" opacity=".12"/>
        ${figure(w * 0.5, g(0.97), h * 0.36, '#0a0204', 'woman')}`;
      break;
    }
  }
  return `${sky}${art}`;
}

/** An episode's background: the drama's scene at 600×1068 (the player pans across it). */
export const SCENE_SIZE = { width: 600, height: 1068 } as const;

export function sceneSvg(look: DramaLook, seed: number): string {
  const { width: w, height: h } = SCENE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${scene(look, w, h, seed)}
    <rect y="${h * 0.55}" width="${w}" height="${h * 0.45}" fill="url(#fade)" opacity=".7"/></svg>`;
}

export const POSTER_SIZE = { width: 600, height: 900 } as const;

/** The poster (2:3): the scene, the genre line, the title lettered large and the tagline. */
export function posterSvg(title: string, genres: string[], look: DramaLook, seed: number): string {
  const { width: w, height: h } = POSTER_SIZE;
  const serif = look.lettering === 'serif';
  const font = serif ? SERIF : SANS;
  const { lines, size } = wrapText(title.toUpperCase(), w - 80, serif ? 70 : 78, 40);
  const lh = Math.round(size * 1.08);
  const tagY = h - 54;
  const lastY = tagY - 44;
  const firstY = lastY - (lines.length - 1) * lh;
  const accent = hsl(look.glow, 85, 72);
  const titleText = lines
    .map(
      (line, i) =>
        `<text x="${w / 2}" y="${firstY + i * lh}" font-family="${font}" font-size="${size}" font-weight="bold" fill="url(#letter)" text-anchor="middle" letter-spacing="${serif ? 2 : 0}" filter="url(#shadow)">${esc(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    ${scene(look, w, h, seed)}
    <defs>
      <linearGradient id="letter" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${accent}"/></linearGradient>
      <filter id="shadow" x="-10%" y="-30%" width="120%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="5"/><feOffset dy="3" result="b"/><feFlood flood-color="#000" flood-opacity=".8"/><feComposite in2="b" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
    </defs>
    <rect y="${h * 0.5}" width="${w}" height="${h * 0.5}" fill="url(#fade)"/>
    <text x="${w / 2}" y="50" font-family="${SANS}" font-size="17" font-weight="bold" letter-spacing="5" fill="#fff" opacity=".82" text-anchor="middle">${esc(genres.join(' · ').toUpperCase())}</text>
    <rect x="${w / 2 - 40}" y="64" width="80" height="2" fill="${accent}" opacity=".8"/>
    ${titleText}
    <rect x="${w / 2 - 60}" y="${lastY + 20}" width="120" height="2" fill="${accent}"/>
    <text x="${w / 2}" y="${tagY}" font-family="${font}" font-size="22" font-style="${serif ? 'italic' : 'normal'}" fill="#fff" opacity=".92" text-anchor="middle">${esc(look.tagline)}</text>
  </svg>`;
}

/** The small drifting particle of a drama's episodes (40×40, transparent around it). */
export function spriteSvg(kind: SpriteKind): string {
  const body: Record<SpriteKind, string> = {
    spark: `<defs><radialGradient id="r"><stop offset="0" stop-color="#fff" stop-opacity=".95"/><stop offset=".35" stop-color="#ffe6b0" stop-opacity=".6"/><stop offset="1" stop-color="#ffd27a" stop-opacity="0"/></radialGradient></defs><circle cx="20" cy="20" r="20" fill="url(#r)"/>`,
    ember: `<defs><radialGradient id="r"><stop offset="0" stop-color="#fff3c4" stop-opacity=".95"/><stop offset=".4" stop-color="#ff9a3c" stop-opacity=".7"/><stop offset="1" stop-color="#ff5a1f" stop-opacity="0"/></radialGradient></defs><circle cx="20" cy="20" r="14" fill="url(#r)"/>`,
    snow: `<defs><radialGradient id="r"><stop offset="0" stop-color="#fff" stop-opacity=".95"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><circle cx="20" cy="20" r="9" fill="url(#r)"/>`,
    petal: `<ellipse cx="20" cy="20" rx="12" ry="7" transform="rotate(-30 20 20)" fill="#ffb7cf" opacity=".85"/><ellipse cx="17" cy="18" rx="4" ry="2" transform="rotate(-30 20 20)" fill="#fff" opacity=".5"/>`,
    rain: `<line x1="22" y1="2" x2="17" y2="38" stroke="#d6e8ff" stroke-width="2" stroke-linecap="round" opacity=".7"/>`,
    heart: heart(20, 10, 1.1, '#ff8ab3', 0.85),
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">${body[kind]}</svg>`;
}
