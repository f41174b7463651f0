/**
 * The demo campaigns' hero pictures (1080 x 420, no words: the apps draw them in the reader's
 * language). Plain SVG rendered to WebP like the other demo images.
 */
const star = (x: number, y: number, r: number, fill: string, opacity = 1) => {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    return `${(x + rr * Math.cos(a)).toFixed(1)},${(y + rr * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  return `<polygon points="${pts}" fill="${fill}" opacity="${opacity}"/>`;
};

const bat = (x: number, y: number, s: number) =>
  `<path transform="translate(${x} ${y}) scale(${s})" fill="#1b0b2e" d="M0 0 C10 -12 22 -14 30 -4 C34 -10 38 -10 40 -4 C42 -10 46 -10 50 -4 C58 -14 70 -12 80 0 C70 -2 62 4 58 10 C52 4 46 6 40 12 C34 6 28 4 22 10 C18 4 10 -2 0 0 Z"/>`;

export function halloweenArtSvg(): string {
  const pumpkin = (cx: number, cy: number, r: number) => `
    <g>
      <ellipse cx="${cx - r * 0.45}" cy="${cy}" rx="${r * 0.55}" ry="${r * 0.82}" fill="#e8701a"/>
      <ellipse cx="${cx + r * 0.45}" cy="${cy}" rx="${r * 0.55}" ry="${r * 0.82}" fill="#e8701a"/>
      <ellipse cx="${cx}" cy="${cy}" rx="${r * 0.6}" ry="${r * 0.9}" fill="#f5892b"/>
      <rect x="${cx - r * 0.08}" y="${cy - r * 1.12}" width="${r * 0.16}" height="${r * 0.3}" rx="4" fill="#3d6b21"/>
      <polygon points="${cx - r * 0.45},${cy - r * 0.2} ${cx - r * 0.2},${cy - r * 0.2} ${cx - r * 0.32},${cy - r * 0.45}" fill="#3a1500"/>
      <polygon points="${cx + r * 0.45},${cy - r * 0.2} ${cx + r * 0.2},${cy - r * 0.2} ${cx + r * 0.32},${cy - r * 0.45}" fill="#3a1500"/>
      <path d="M${cx - r * 0.5} ${cy + r * 0.15} Q${cx} ${cy + r * 0.65} ${cx + r * 0.5} ${cy + r * 0.15} L${cx + r * 0.3} ${cy + r * 0.28} L${cx + r * 0.15} ${cy + r * 0.18} L${cx} ${cy + r * 0.3} L${cx - r * 0.15} ${cy + r * 0.18} L${cx - r * 0.3} ${cy + r * 0.28} Z" fill="#3a1500"/>
    </g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="420" viewBox="0 0 1080 420">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0.4" y2="1">
        <stop offset="0" stop-color="#2a0f4a"/><stop offset="1" stop-color="#7a2c8f"/>
      </linearGradient>
    </defs>
    <rect width="1080" height="420" fill="url(#sky)"/>
    <circle cx="880" cy="110" r="80" fill="#fde9a8"/>
    <circle cx="850" cy="95" r="14" fill="#f3d27a" opacity=".6"/>
    <circle cx="905" cy="140" r="9" fill="#f3d27a" opacity=".6"/>
    ${bat(640, 70, 0.9)}${bat(760, 190, 0.6)}${bat(980, 60, 0.7)}
    ${star(560, 40, 6, '#ffffff', 0.7)}${star(1030, 200, 5, '#ffffff', 0.6)}${star(700, 140, 4, '#ffffff', 0.6)}
    <path d="M0 360 Q270 320 540 350 T1080 340 L1080 420 L0 420 Z" fill="#1b0b2e"/>
    ${pumpkin(760, 330, 70)}${pumpkin(930, 350, 48)}
  </svg>`;
}

export function christmasArtSvg(): string {
  const tree = (cx: number, base: number, h: number) => `
    <g>
      <rect x="${cx - h * 0.05}" y="${base - h * 0.12}" width="${h * 0.1}" height="${h * 0.14}" fill="#6b3b1f"/>
      <polygon points="${cx},${base - h} ${cx - h * 0.26},${base - h * 0.58} ${cx + h * 0.26},${base - h * 0.58}" fill="#1f7a3a"/>
      <polygon points="${cx},${base - h * 0.8} ${cx - h * 0.34},${base - h * 0.32} ${cx + h * 0.34},${base - h * 0.32}" fill="#23894a"/>
      <polygon points="${cx},${base - h * 0.55} ${cx - h * 0.42},${base - h * 0.1} ${cx + h * 0.42},${base - h * 0.1}" fill="#279a52"/>
      <circle cx="${cx - h * 0.12}" cy="${base - h * 0.45}" r="${h * 0.03}" fill="#f6c945"/>
      <circle cx="${cx + h * 0.16}" cy="${base - h * 0.3}" r="${h * 0.03}" fill="#ffffff"/>
      <circle cx="${cx - h * 0.2}" cy="${base - h * 0.2}" r="${h * 0.03}" fill="#f6c945"/>
      <circle cx="${cx + h * 0.06}" cy="${base - h * 0.68}" r="${h * 0.025}" fill="#ffffff"/>
      ${star(cx, base - h - 6, h * 0.08, '#f6c945')}
    </g>`;
  const gift = (x: number, y: number, s: number, fill: string) => `
    <g><rect x="${x}" y="${y}" width="${s}" height="${s * 0.8}" rx="6" fill="${fill}"/>
    <rect x="${x + s * 0.44}" y="${y}" width="${s * 0.12}" height="${s * 0.8}" fill="#f6c945"/>
    <rect x="${x}" y="${y + s * 0.3}" width="${s}" height="${s * 0.12}" fill="#f6c945"/></g>`;
  const flakes = [
    [560, 60, 5],
    [620, 150, 4],
    [700, 40, 6],
    [760, 110, 3],
    [1010, 70, 5],
    [1050, 170, 4],
    [600, 250, 3],
    [980, 240, 4],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity=".85"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="420" viewBox="0 0 1080 420">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="0.5" y2="1">
        <stop offset="0" stop-color="#b3132b"/><stop offset="1" stop-color="#6d0a1e"/>
      </linearGradient>
    </defs>
    <rect width="1080" height="420" fill="url(#bg)"/>
    ${flakes}
    <path d="M0 370 Q300 330 600 360 T1080 350 L1080 420 L0 420 Z" fill="#fbf4ec"/>
    ${tree(830, 380, 290)}${tree(980, 390, 170)}
    ${gift(640, 320, 70, '#1f7a3a')}${gift(710, 340, 50, '#f0efe9')}
  </svg>`;
}
