import { afterEach, describe, expect, it, vi } from "vitest";
import { keptSearch } from "../../../shell/runtime/search-params";
import { DEFAULT_VIEW, FRAME_WIDTH, initialView, viewQuery } from "../../../shell/runtime/view-options";

function stubStorage(values: Record<string, string>) {
  vi.stubGlobal("window", { localStorage: { getItem: (key: string) => values[key] ?? null, setItem: () => {} } });
}

afterEach(() => vi.unstubAllGlobals());

describe("initialView", () => {
  it("reads each option from the URL first, then from storage, then the default", () => {
    stubStorage({ "gallery-size": "large", "gallery-dir": "rtl" });
    expect(initialView("?dir=ltr&width=390")).toEqual({ dir: "ltr", size: "large", width: "390" });
  });

  it("ignores unknown values in the URL and in storage", () => {
    stubStorage({ "gallery-width": "huge" });
    expect(initialView("?dir=sideways&size=12")).toEqual(DEFAULT_VIEW);
  });
});

describe("viewQuery and keptSearch", () => {
  it("leaves defaults out of the URL and keeps the chosen options when moving between samples", () => {
    const search = keptSearch("?theme=material-dark&x=1", viewQuery({ dir: "rtl", size: "medium", width: "768" }));
    expect(search).toBe("?theme=material-dark&dir=rtl&width=768");
    expect(keptSearch(`${search}&other=1`)).toBe("?theme=material-dark&dir=rtl&width=768");
  });
});

describe("a dragged frame width", () => {
  it("takes any whole number of pixels within FRAME_WIDTH from the URL and from storage", () => {
    stubStorage({ "gallery-width": "512" });
    expect(initialView("").width).toBe("512");
    expect(initialView("?width=0640").width).toBe("640");
    expect(initialView(`?width=${FRAME_WIDTH.min}`).width).toBe(String(FRAME_WIDTH.min));
    expect(initialView(`?width=${FRAME_WIDTH.max}`).width).toBe(String(FRAME_WIDTH.max));
  });

  it("falls back past a width out of range or not a whole number", () => {
    stubStorage({});
    for (const width of [String(FRAME_WIDTH.min - 1), String(FRAME_WIDTH.max + 1), "500.5", "-500", "5e2", "12"]) {
      expect(initialView(`?width=${width}`).width, width).toBe(DEFAULT_VIEW.width);
    }
  });
});
