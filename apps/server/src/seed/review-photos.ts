import sharp from 'sharp';
import { hsl } from './demo-images.js';
import { int, pick, type Rng } from './random.js';

/**
 * A buyer's photo for a demo review: the product's own picture as the box front, on a table,
 * a linen cloth or a desk, at a slight angle, with a soft shadow and window light. Drawn with
 * sharp from SVG (like the catalogue's pictures), then stored through the upload path.
 */
export const REVIEW_PHOTO_SIZE = 480;

type Surface = 'wood' | 'linen' | 'desk';

function surfaceSvg(kind: Surface, hue: number): string {
  const S = REVIEW_PHOTO_SIZE;
  if (kind === 'wood') {
    const planks = Array.from({ length: 5 }, (_, i) => {
      const y = i * 96;
      const grain = Array.from(
        { length: 5 },
        (_, k) =>
          `<path d="M0 ${y + 14 + k * 17} Q${120 + k * 30} ${y + 8 + k * 17} 240 ${y + 16 + k * 17} T${S} ${y + 12 + k * 17}" stroke="#3b2413" stroke-width="1.4" fill="none" opacity=".16"/>`,
      ).join('');
      return `<rect x="0" y="${y}" width="${S}" height="96" fill="${hsl(26 + (i % 2) * 4, 42, 38 + (i % 3) * 3)}"/>${grain}<rect x="0" y="${y + 94}" width="${S}" height="2" fill="#24150a" opacity=".35"/>`;
    }).join('');
    return planks;
  }
  if (kind === 'linen') {
    return `<defs><pattern id="weave" width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" fill="${hsl(hue, 18, 86)}"/>
        <path d="M0 3 H6 M3 0 V6" stroke="${hsl(hue, 14, 74)}" stroke-width="1" opacity=".6"/></pattern></defs>
      <rect width="${S}" height="${S}" fill="url(#weave)"/>
      <path d="M-20 120 Q160 170 300 110 T520 150" stroke="#ffffff" stroke-width="26" fill="none" opacity=".22"/>
      <path d="M-20 360 Q140 310 280 380 T520 340" stroke="#000000" stroke-width="22" fill="none" opacity=".06"/>`;
  }
  return `<rect width="${S}" height="${S}" fill="${hsl(hue, 8, 92)}"/>
    <rect x="${S - 150}" y="-30" width="190" height="130" rx="10" fill="${hsl(hue, 6, 24)}" transform="rotate(12 ${S - 60} 30)"/>
    <circle cx="62" cy="${S - 58}" r="38" fill="${hsl(hue + 180, 30, 80)}"/>
    <circle cx="62" cy="${S - 58}" r="28" fill="${hsl(hue + 180, 25, 60)}" opacity=".6"/>`;
}

/** A review photo of the product whose studio picture is at `productFile`; WebP bytes. */
export async function reviewPhoto(productFile: string, rng: Rng): Promise<Buffer> {
  const S = REVIEW_PHOTO_SIZE;
  const surface = pick(rng, ['wood', 'linen', 'desk'] as const);
  const hue = int(rng, 0, 359);
  const angle = Math.round((rng() - 0.5) * 22);
  const box = int(rng, 250, 300);
  // Two passes: sharp rotates before it extends within one pipeline, and the white edge must turn too.
  const framed = await sharp(productFile)
    .resize(box, box)
    .extend({ top: 8, bottom: 8, left: 8, right: 8, background: '#ffffff' })
    .png()
    .toBuffer();
  const front = await sharp(framed)
    .rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = front.info;
  const left = Math.max(0, Math.min(S - width, Math.round((S - width) / 2 + (rng() - 0.5) * 60)));
  const top = Math.max(0, Math.min(S - height, Math.round((S - height) / 2 + (rng() - 0.5) * 50)));
  const cx = left + width / 2;
  const cy = top + height / 2;
  const side = box + 16;
  const shadow = `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}">
    <defs><filter id="b" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="9"/></filter></defs>
    <rect x="${cx - side / 2 + 10}" y="${cy - side / 2 + 14}" width="${side}" height="${side}" fill="#000000" opacity=".38" filter="url(#b)" transform="rotate(${angle} ${cx + 10} ${cy + 14})"/>
  </svg>`;
  const light = `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}">
    <defs><radialGradient id="l" cx="${0.2 + rng() * 0.2}" cy="0.15" r="0.95">
      <stop offset="0" stop-color="#fff8e8" stop-opacity=".28"/>
      <stop offset=".55" stop-color="#ffffff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity=".32"/></radialGradient></defs>
    <rect width="${S}" height="${S}" fill="url(#l)"/>
  </svg>`;
  const base = `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">${surfaceSvg(surface, hue)}</svg>`;
  return sharp(Buffer.from(base))
    .composite([
      { input: Buffer.from(shadow), left: 0, top: 0 },
      { input: front.data, left, top },
      { input: Buffer.from(light), left: 0, top: 0 },
    ])
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
}
