import sharp from 'sharp';
import fs from 'node:fs';
const [,, out, cols, width, ...files] = process.argv;
const c = Number(cols), w = Number(width);
const metas = await Promise.all(files.map(async f => { const b = await sharp(f).resize({ width: w }).png().toBuffer(); const m = await sharp(b).metadata(); return { b, h: m.height }; }));
const rows = Math.ceil(files.length / c);
const rowH = []; for (let r = 0; r < rows; r++) rowH.push(Math.max(...metas.slice(r*c, r*c+c).map(m => m.h)));
const H = rowH.reduce((a, b) => a + b + 8, 0);
const comp = []; let y = 0;
for (let r = 0; r < rows; r++) { for (let i = 0; i < c; i++) { const m = metas[r*c+i]; if (m) comp.push({ input: m.b, left: i*(w+8), top: y }); } y += rowH[r] + 8; }
await sharp({ create: { width: c*(w+8), height: H, channels: 3, background: '#888' } }).composite(comp).png().toFile(out);
