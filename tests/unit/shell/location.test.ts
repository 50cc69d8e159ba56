import { describe, expect, it } from "vitest";
import { hrefOf, pathBelow, resolveTo } from "../../../shell/routing/location";

const here = { pathname: "/samples/charts/category-chart/overview", search: "?theme=fluent-light", hash: "#x" };

describe("the router's locations", () => {
  it("takes the base path off the window's path, in any case, and keeps a path outside it whole", () => {
    expect(pathBelow("/react-demos", "/react-demos/samples/a/b/c")).toBe("/samples/a/b/c");
    expect(pathBelow("/react-demos", "/React-Demos/samples")).toBe("/samples");
    expect(pathBelow("/react-demos", "/react-demos")).toBe("/");
    expect(pathBelow("/react-demos", "/react-demos/")).toBe("/");
    expect(pathBelow("", "/samples/x")).toBe("/samples/x");
    expect(pathBelow("/react-demos", "/elsewhere/page")).toBe("/elsewhere/page");
  });

  it("resolves a string as a link would: absolute, with its query, or relative to the current path", () => {
    expect(resolveTo("/samples/grids/grid/overview?panel=code", here)).toEqual({ pathname: "/samples/grids/grid/overview", search: "?panel=code", hash: "" });
    expect(resolveTo("?q=gauge", here)).toEqual({ pathname: here.pathname, search: "?q=gauge", hash: "" });
    expect(resolveTo("animation", here)).toEqual({ pathname: "/samples/charts/category-chart/animation", search: "", hash: "" });
  });

  it("resolves parts: a missing pathname keeps the current one, the query gets its '?', the hash is dropped unless given", () => {
    expect(resolveTo({ search: "theme=x" }, here)).toEqual({ pathname: here.pathname, search: "?theme=x", hash: "" });
    expect(resolveTo({ pathname: "/samples", search: "" }, here)).toEqual({ pathname: "/samples", search: "", hash: "" });
    expect(resolveTo({ pathname: "/samples", search: "?" }, here).search).toBe("");
  });

  it("joins the base path on; the root is the base path itself", () => {
    expect(hrefOf("/react-demos", here)).toBe("/react-demos/samples/charts/category-chart/overview?theme=fluent-light#x");
    expect(hrefOf("/react-demos", { pathname: "/", search: "", hash: "" })).toBe("/react-demos");
    expect(hrefOf("", { pathname: "/", search: "?q=a", hash: "" })).toBe("/?q=a");
  });
});
