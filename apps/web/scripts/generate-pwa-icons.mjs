// Draws the app icons (the white cross of favicon.svg on the brand colour) as PNG files in public/icons,
// with Node alone: the installable app needs raster icons, and no image tool is required to rebuild them.
// Run: node apps/web/scripts/generate-pwa-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const brand = [0x0b, 0x6e, 0x6e];
const white = [0xff, 0xff, 0xff];
const outDir = path.join(import.meta.dirname, '../public/icons');

/** Same geometry as favicon.svg, in its 64-unit box. */
function inCross(x, y) {
  return (x >= 27 && x < 37 && y >= 14 && y < 50) || (x >= 14 && x < 50 && y >= 27 && y < 37);
}

function inRoundedSquare(x, y, radius) {
  if (x < 0 || y < 0 || x >= 64 || y >= 64) return false;
  const cx = Math.min(Math.max(x, radius), 64 - radius);
  const cy = Math.min(Math.max(y, radius), 64 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** `maskable`: a full-bleed background (the platform cuts its own shape); otherwise the favicon's rounded square. */
function draw(size, maskable) {
  const samples = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = ((px + (sx + 0.5) / samples) / size) * 64;
          const y = ((py + (sy + 0.5) / samples) / size) * 64;
          if (!(maskable || inRoundedSquare(x, y, 14))) continue;
          if (inCross(x, y)) fg += 1;
          else bg += 1;
        }
      }
      const total = samples * samples;
      const covered = bg + fg;
      const i = (py * size + px) * 4;
      for (let c = 0; c < 3; c += 1) {
        pixels[i + c] = covered ? Math.round((brand[c] * bg + white[c] * fg) / covered) : 0;
      }
      pixels[i + 3] = Math.round((covered / total) * 255);
    }
  }
  return png(size, pixels);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    rows[y * (size * 4 + 1)] = 0; // no filter
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

fs.mkdirSync(outDir, { recursive: true });
const icons = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-192.png', 192, true],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
];
for (const [name, size, maskable] of icons) {
  fs.writeFileSync(path.join(outDir, name), draw(size, maskable));
  console.log(`${name} ${size}x${size}`);
}
