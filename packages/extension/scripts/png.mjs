// A tiny PNG writer for the extension's icons (RGBA, no filter), on node:zlib alone.
import { crc32, deflateSync } from 'node:zlib';

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of `size` x `size` pixels; `pixel(x, y)` gives [r, g, b, a]. */
export function png(size, pixel) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (1 + size * 4));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 4);
    for (let x = 0; x < size; x++) rows.set(pixel(x, y), row + 1 + x * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Leadgen's icon: a brand-coloured rounded square with a white L, drawn at any size. */
export function leadgenIcon(size) {
  const radius = size * 0.22;
  const inside = (x, y) => {
    const cx = Math.min(Math.max(x, radius), size - radius);
    const cy = Math.min(Math.max(y, radius), size - radius);
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
  };
  const stroke = size * 0.16;
  const letter = (x, y) =>
    (x >= size * 0.32 && x < size * 0.32 + stroke && y >= size * 0.22 && y < size * 0.78) ||
    (x >= size * 0.32 && x < size * 0.7 && y >= size * 0.78 - stroke && y < size * 0.78);
  return png(size, (x, y) => {
    const px = x + 0.5;
    const py = y + 0.5;
    if (!inside(px, py)) return [0, 0, 0, 0];
    return letter(px, py) ? [255, 255, 255, 255] : [79, 70, 229, 255];
  });
}
