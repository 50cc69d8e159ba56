import { describe, expect, it } from "vitest";
import { decodePng, differingPixels } from "../../../cli/verify/png-pixels";
import { encodePng, solidImage } from "./png-fixture";

/** A gradient with some noise, so every filter predicts something different from the raw value. */
function gradient(width: number, height: number): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < rgba.length; i++) rgba[i] = (i * 37 + (i >> 3) * 11) & 0xff;
  return rgba;
}

describe("decodePng", () => {
  it("reads back the pixels written through every PNG filter", () => {
    const pixels = gradient(7, 10);
    const decoded = decodePng(encodePng(7, 10, pixels, [0, 1, 2, 3, 4]));
    expect(decoded.width).toBe(7);
    expect(decoded.height).toBe(10);
    expect(Buffer.from(decoded.rgba).equals(Buffer.from(pixels))).toBe(true);
  });

  it("refuses a file that is not a PNG", () => {
    expect(() => decodePng(Buffer.from("GIF89a........"))).toThrow("not a PNG file");
  });
});

describe("differingPixels", () => {
  const white = [255, 255, 255, 255];
  it("counts the pixels that differ by more than the channel delta", () => {
    const a = decodePng(encodePng(4, 4, solidImage(4, 4, white)));
    const b = decodePng(encodePng(4, 4, solidImage(4, 4, white, [0, 5, 15])));
    const faint = decodePng(encodePng(4, 4, solidImage(4, 4, [250, 255, 255, 255])));
    expect(differingPixels(a, b, 8)).toBe(3);
    expect(differingPixels(a, faint, 8)).toBe(0);
    expect(differingPixels(a, faint, 0)).toBe(16);
  });

  it("counts every pixel when the sizes differ", () => {
    const a = decodePng(encodePng(4, 4, solidImage(4, 4, white)));
    const b = decodePng(encodePng(4, 5, solidImage(4, 5, white)));
    expect(differingPixels(a, b, 8)).toBe(20);
  });
});
