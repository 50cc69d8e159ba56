import { afterEach, describe, expect, it, vi } from "vitest";
import { keptSearch } from "../../../shell/runtime/search-params";
import { DEFAULT_VIEW, initialView, viewQuery } from "../../../shell/runtime/view-options";

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
