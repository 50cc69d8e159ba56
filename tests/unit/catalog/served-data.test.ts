import { describe, expect, it } from "vitest";
import { staticDataPath } from "../../../cli/catalog/served-data";

describe("staticDataPath", () => {
  it("serves public/ folders of _shared/ at every level under data/ plus the level's path", () => {
    expect(staticDataPath("_shared/public/site.json")).toBe("data/site.json");
    expect(staticDataPath("grids/_shared/public/group.json")).toBe("data/grids/group.json");
    expect(staticDataPath("grids/grid/_shared/public/remote-products-1.json")).toBe("data/grids/grid/remote-products-1.json");
    expect(staticDataPath("grids/grid/_shared/public/pages/2.json")).toBe("data/grids/grid/pages/2.json");
  });

  it("serves a sample's own public/ folder under its id", () => {
    expect(staticDataPath("grids/grid/binding-crud-data/public/customers.json")).toBe("data/grids/grid/binding-crud-data/customers.json");
  });

  it("ignores public/ folders that belong to neither a sample nor a _shared/ folder", () => {
    expect(staticDataPath("grids/public/x.json")).toBeNull();
    expect(staticDataPath("grids/grid/sample/nested/public/x.json")).toBeNull();
    expect(staticDataPath("grids/grid/sample/index.tsx")).toBeNull();
  });
});
