import { describe, expect, it } from "vitest";
import { minimumContrast, textContrast, type TextBox } from "../../../cli/verify/canvas-text";
import type { Pixels } from "../../../cli/verify/png-pixels";

/** A 20×10 image in one colour, with a 2 px "glyph" stroke of another in its middle (and its anti-aliased edge). */
function image(background: number[], ink: number[]): Pixels {
  const rgba = new Uint8Array(20 * 10 * 4);
  for (let i = 0; i < 200; i++) rgba.set([...background, 255], i * 4);
  for (let y = 3; y < 7; y++) {
    rgba.set([...ink, 255], (y * 20 + 9) * 4);
    rgba.set([...ink, 255], (y * 20 + 10) * 4);
    rgba.set([...background.map((c, i) => Math.round((c + ink[i]!) / 2)), 255], (y * 20 + 11) * 4);
  }
  return { width: 20, height: 10, rgba };
}

const box: TextBox = { text: "2014", left: 105, top: 52, width: 10, height: 6, size: 12 };

describe("textContrast", () => {
  it("takes the box's commonest colour as the background and its most distant pixel as the text", () => {
    const found = textContrast(image([34, 34, 34], [102, 102, 102]), { x: 100, y: 50 }, box);
    expect(found.background).toBe("rgb(34, 34, 34)");
    expect(found.colour).toBe("rgb(102, 102, 102)");
    expect(found.ratio).toBe(2.77);
  });

  it("finds the theme's light text on a dark surface well above the minimum", () => {
    const found = textContrast(image([34, 34, 34], [245, 245, 245]), { x: 100, y: 50 }, box);
    expect(found.ratio).toBeGreaterThan(minimumContrast(box.size));
  });

  it("asks 4.5:1 of small text and 3:1 from 18 px", () => {
    expect(minimumContrast(12)).toBe(4.5);
    expect(minimumContrast(24)).toBe(3);
  });
});
