// Renders the PWA's PNG icons from icon.svg at build time, so no binary images live in the repo.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const dir = path.join(import.meta.dirname, '../public/icons');
const svg = fs.readFileSync(path.join(dir, 'icon.svg'));
const out = (name) => path.join(dir, name);

await sharp(svg, { density: 384 }).resize(192, 192).png().toFile(out('icon-192.png'));
await sharp(svg, { density: 768 }).resize(512, 512).png().toFile(out('icon-512.png'));
// Maskable: the mark inside the 80% safe zone on the brand colour, so any mask keeps it whole.
const inner = await sharp(svg, { density: 768 }).resize(410, 410).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#fc573f' } })
  .composite([{ input: inner, gravity: 'center' }])
  .png()
  .toFile(out('icon-maskable-512.png'));
