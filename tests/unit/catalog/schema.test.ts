import { describe, expect, it } from "vitest";
import { SLUG_PATTERN, configSchema, sampleMetaSchema } from "../../../contract/schema";
import { testConfig } from "../helpers";

const description = "Shows a column chart with tooltips.";

/** The issues of a failed parse; fails the test when the input was accepted. */
function issuesOf(input: unknown) {
  const result = sampleMetaSchema.safeParse(input);
  expect(result.success).toBe(false);
  return result.success ? [] : result.error.issues;
}

describe("sampleMetaSchema", () => {
  it("accepts a description alone and fills the defaults", () => {
    expect(sampleMetaSchema.parse({ description })).toEqual({ description, showInNav: true, network: [], tags: [] });
  });

  it("accepts every optional field", () => {
    const meta = { description, heading: "Tooltips on Every Bar", showInNav: false, network: ["tile.openstreetmap.org", "localhost:8080"], tags: ["chart", "bar-chart"] };
    expect(sampleMetaSchema.parse(meta)).toEqual(meta);
  });

  it("takes a nondeterministic sample's reason, and refuses a reason too short to say anything", () => {
    const nondeterministic = "a clock that shows the current second";
    expect(sampleMetaSchema.parse({ description, nondeterministic }).nondeterministic).toBe(nondeterministic);
    const issues = issuesOf({ description, nondeterministic: " clock " });
    expect(issues.map((i) => i.path)).toEqual([["nondeterministic"]]);
    expect(issues[0]!.message).toMatch(/expected a reason of at least 10 characters/);
  });

  it("reports a missing description on the description field", () => {
    const issues = issuesOf({ heading: "No description" });
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toEqual(["description"]);
    expect(issues[0]!.message).toMatch(/expected a string/);
  });

  it("rejects a description shorter than 10 characters, counted after trimming", () => {
    expect(sampleMetaSchema.safeParse({ description: "0123456789" }).success).toBe(true);
    for (const short of ["Too short", "   short     "]) {
      const issues = issuesOf({ description: short });
      expect(issues[0]!.path).toEqual(["description"]);
      expect(issues[0]!.code).toBe("too_small");
      expect(issues[0]!.message).toMatch(/at least 10 characters/);
    }
  });

  it("rejects a description longer than 200 characters", () => {
    expect(sampleMetaSchema.safeParse({ description: "x".repeat(200) }).success).toBe(true);
    const issues = issuesOf({ description: "x".repeat(201) });
    expect(issues[0]!.path).toEqual(["description"]);
    expect(issues[0]!.code).toBe("too_big");
    expect(issues[0]!.message).toMatch(/at most 200 characters/);
  });

  it.each([
    ["description", { description: 42 }],
    ["showInNav", { description, showInNav: "no" }],
    ["tags", { description, tags: "chart" }],
    ["network", { description, network: "tile.example.org" }],
    ["heading", { description, heading: 7 }],
  ])("reports a wrong type on %s", (field, input) => {
    const issues = issuesOf(input);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.code).toBe("invalid_type");
    expect(issues[0]!.path).toEqual([field]);
  });

  it("names an unknown key in its issue", () => {
    const issues = issuesOf({ description, colour: "red" });
    expect(issues).toHaveLength(1);
    const issue = issues[0]!;
    expect(issue.code).toBe("unrecognized_keys");
    expect(issue.code === "unrecognized_keys" ? issue.keys : []).toEqual(["colour"]);
  });

  it.each(["https://tile.example.org", "tile.example.org/path", "tile example.org", "host:port"])(
    "rejects the network host %j",
    (host) => {
      const issues = issuesOf({ description, network: ["tile.example.org", host] });
      expect(issues).toHaveLength(1);
      expect(issues[0]!.path).toEqual(["network", 1]);
      expect(issues[0]!.message).toMatch(/host name/);
    },
  );

  it.each(["Chart", "two  words", "-dash", "", "été", "trailing "])("rejects the tag %j", (tag) => {
    const issues = issuesOf({ description, tags: [tag] });
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toEqual(["tags", 0]);
    expect(issues[0]!.message).toMatch(/lowercase word/);
  });

  it("rejects an empty heading", () => {
    expect(issuesOf({ description, heading: "  " })[0]!.path).toEqual(["heading"]);
  });

  it("no longer knows 'title': the display name always derives from the slug", () => {
    expect(issuesOf({ description, title: "Overview" })[0]).toMatchObject({ code: "unrecognized_keys", keys: ["title"] });
  });
});

describe("SLUG_PATTERN", () => {
  it.each(["a", "column-chart", "x2", "axis-x-2"])("accepts %j", (slug) => expect(SLUG_PATTERN.test(slug)).toBe(true));
  it.each(["Axis", "axis_x", "-a", "a-", "a--b", "", "a b"])("rejects %j", (slug) => expect(SLUG_PATTERN.test(slug)).toBe(false));
});

describe("configSchema", () => {
  const valid = testConfig();
  const pathsOf = (input: unknown) => {
    const result = configSchema.safeParse(input);
    expect(result.success).toBe(false);
    return result.success ? [] : result.error.issues.map((i) => i.path.join("."));
  };

  it("accepts the test config", () => {
    expect(configSchema.safeParse(valid).success).toBe(true);
  });

  it("rejects an unknown key", () => {
    const result = configSchema.safeParse({ ...valid, colour: "red" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: "unrecognized_keys", keys: ["colour"] });
  });

  it.each(["react-demos/", "/react-demos", "/React-Demos/", "//", ""])("rejects the basePath %j", (basePath) => {
    expect(pathsOf({ ...valid, basePath })).toEqual(["basePath"]);
  });

  it.each(["/", "/react-demos/", "/a/b/"])("accepts the basePath %j", (basePath) => {
    expect(configSchema.safeParse({ ...valid, basePath }).success).toBe(true);
  });

  it("rejects a theme name outside the list", () => {
    expect(pathsOf({ ...valid, theme: { name: "purple", variant: "light" } })).toEqual(["theme.name"]);
  });

  it("rejects a group or component slug that is not kebab-case", () => {
    expect(pathsOf({ ...valid, groups: [{ slug: "Charts", title: "Charts", components: {} }] })).toEqual(["groups.0.slug"]);
    expect(pathsOf({ ...valid, groups: [{ slug: "charts", title: "Charts", components: { Pie_Chart: "Pie" } }] })).toEqual([
      "groups.0.components.Pie_Chart",
    ]);
  });

  it("requires at least one group", () => {
    expect(pathsOf({ ...valid, groups: [] })).toEqual(["groups"]);
  });
});
