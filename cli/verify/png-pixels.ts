import { inflateSync } from "node:zlib";

/** An image as RGBA bytes, row after row. */
export interface Pixels {
  width: number;
  height: number;
  rgba: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Colour type → channels per pixel: grey, RGB, grey+alpha, RGBA (palettes are not written by Chromium's screenshots). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/**
 * Decodes the PNGs Chromium writes for a screenshot: 8 bits per channel, not interlaced. Enough to
 * compare two screenshots pixel by pixel without a package for it; anything else is refused by name.
 */
export function decodePng(png: Buffer): Pixels {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error("not a PNG file");
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString("latin1", at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      channels = CHANNELS[colour!] ?? 0;
      if (depth !== 8 || channels === 0 || interlace !== 0) throw new Error(`unsupported PNG: depth ${depth}, colour type ${colour}, interlace ${interlace}`);
    } else if (type === "IDAT") data.push(body);
    else if (type === "IEND") break;
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) unfilterRow(raw, y, stride, channels, rows);
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < width * height; i++, j += channels) {
    const grey = channels < 3;
    rgba[i * 4] = rows[j]!;
    rgba[i * 4 + 1] = rows[grey ? j : j + 1]!;
    rgba[i * 4 + 2] = rows[grey ? j : j + 2]!;
    rgba[i * 4 + 3] = channels === 4 ? rows[j + 3]! : channels === 2 ? rows[j + 1]! : 255;
  }
  return { width, height, rgba };
}

/** Undoes the filter of row y (PNG filters 0-4) into `out`. */
function unfilterRow(raw: Buffer, y: number, stride: number, bpp: number, out: Uint8Array): void {
  const filter = raw[y * (stride + 1)]!;
  const src = y * (stride + 1) + 1;
  const row = y * stride;
  const prior = row - stride;
  for (let x = 0; x < stride; x++) {
    const left = x >= bpp ? out[row + x - bpp]! : 0;
    const up = y > 0 ? out[prior + x]! : 0;
    const upLeft = y > 0 && x >= bpp ? out[prior + x - bpp]! : 0;
    let predicted = 0;
    if (filter === 1) predicted = left;
    else if (filter === 2) predicted = up;
    else if (filter === 3) predicted = (left + up) >> 1;
    else if (filter === 4) predicted = paeth(left, up, upLeft);
    else if (filter !== 0) throw new Error(`unknown PNG filter ${filter} on row ${y}`);
    out[row + x] = (raw[src + x]! + predicted) & 0xff;
  }
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * How many pixels differ between two images by more than `channelDelta` in any channel; every
 * pixel counts as differing when the sizes differ (a sample that grew a legend is not the same).
 */
export function differingPixels(a: Pixels, b: Pixels, channelDelta: number): number {
  if (a.width !== b.width || a.height !== b.height) return Math.max(a.width * a.height, b.width * b.height);
  let count = 0;
  for (let i = 0; i < a.rgba.length; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (Math.abs(a.rgba[i + c]! - b.rgba[i + c]!) > channelDelta) {
        count++;
        break;
      }
    }
  }
  return count;
}
