// Draws the site's icons and social preview image from one SVG (public/favicon.svg), so no
// binary is checked in: `npm run build` and `npm run dev` run this first.
//   public/favicon.ico               16, 32 and 48 px (PNG images in an ICO container)
//   public/apple-touch-icon.png      180 px, opaque, for iOS home screens
//   public/icons/icon-192.png        192 px  } for the web app manifest
//   public/icons/icon-512.png        512 px  }
//   public/icons/icon-maskable-512.png  512 px, full-bleed with the mark inside the safe zone
//   public/social-card.png           1200×630 Open Graph / Twitter preview
// The outputs are listed in public/.gitignore.
import { Resvg } from '@resvg/resvg-js';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const source = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');

const viewBox = /viewBox="([^"]+)"/.exec(source)?.[1];
const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(source)?.[1];
if (!viewBox || !inner) throw new Error('public/favicon.svg: expected an <svg> with a viewBox');
const accent = /<rect[^>]*fill="(#[0-9a-fA-F]{3,8})"/.exec(inner)?.[1] ?? '#4f46e5';

/** The logo mark placed at (x, y) with the given size inside a bigger drawing. */
const mark = (x, y, size) =>
  `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="${viewBox}">${inner}</svg>`;

function png(svg, width) {
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  })
    .render()
    .asPng();
}

const square = (size, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`;

/** ICO container holding PNG images (supported by every current browser and Windows Vista+). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

const escapeXml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function socialCard() {
  const tools =
    'Focus timer · Ambient sounds · Fixation reader · AI planner · Mind maps · Flashcards';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f6f7fb"/><stop offset="1" stop-color="#e4e7fd"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1060" cy="110" r="220" fill="${accent}" opacity="0.08"/>
  <circle cx="1120" cy="560" r="160" fill="${accent}" opacity="0.06"/>
  ${mark(88, 88, 112)}
  <text x="226" y="165" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="64" font-weight="bold" fill="#111827">Quietdesk</text>
  <text x="88" y="330" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="58" font-weight="bold" fill="#111827">Free focus tools in one</text>
  <text x="88" y="404" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="58" font-weight="bold" fill="${accent}">calm workspace.</text>
  <text x="88" y="490" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="24" fill="#4b5563">${escapeXml(tools)}</text>
  <rect x="88" y="530" width="330" height="52" rx="26" fill="${accent}"/>
  <text x="253" y="564" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="24" font-weight="bold" fill="#ffffff">No sign-up · Free</text>
</svg>`;
}

const outputs = {
  'favicon.ico': ico([16, 32, 48].map((size) => ({ size, data: png(source, size) }))),
  'apple-touch-icon.png': png(
    square(180, `<rect width="180" height="180" fill="${accent}"/>${mark(0, 0, 180)}`),
    180,
  ),
  'icons/icon-192.png': png(source, 192),
  'icons/icon-512.png': png(source, 512),
  // Maskable: launchers crop to any shape inside the central 80 %, so the mark sits at 60 %.
  'icons/icon-maskable-512.png': png(
    square(512, `<rect width="512" height="512" fill="${accent}"/>${mark(102, 102, 308)}`),
    512,
  ),
  'social-card.png': png(socialCard(), 1200),
};

for (const [name, data] of Object.entries(outputs)) {
  const file = join(publicDir, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
}
console.log(`site assets: wrote ${Object.keys(outputs).join(', ')} to ${publicDir}`);
