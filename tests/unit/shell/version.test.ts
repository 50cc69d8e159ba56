import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchRemoteVersion, FALLBACK_VERSION, isCacheObsolete, metaJsonUrl } from "../../../shell/runtime/version";

describe("isCacheObsolete", () => {
  it.each([
    ["equal", "23.2.915", "23.2.915", false],
    ["remote lower in the last part", "23.2.915", "23.2.914", true],
    ["remote lower in the first part", "23.2.915", "22.9.999", true],
    ["remote higher", "23.2.915", "23.2.916", false],
    ["remote higher in the first part", "23.2.915", "24.0.0", false],
    ["remote shorter but equal", "23.2.0", "23.2", false],
    ["remote shorter and lower", "23.2.1", "23.2", true],
    ["remote longer and higher", "23.2", "23.2.1", false],
    ["local longer, remote lower", "23.2.915.1", "23.2.915", true],
    ["non-numeric local part", "23.2.beta", "23.2.915", true],
    ["non-numeric local part, same remote", "x", "x", true],
    ["non-numeric remote part", "23.2.915", "23.2.beta", false],
    ["numeric compare, not text", "23.2.915", "23.2.1000", false],
    ["numeric compare, not text (lower)", "23.10.0", "23.9.0", true],
  ])("%s: local %s, remote %s", (_, local, remote, expected) => {
    expect(isCacheObsolete(local, remote)).toBe(expected);
  });
});

describe("metaJsonUrl", () => {
  const config = {
    local: { hosts: ["localhost", "127.0.0.1"], url: "/react-demos/meta.json" },
    staging: { hosts: ["staging.example.com"], url: "https://staging.example.com/react-demos/meta.json" },
    production: { hosts: ["www.example.com"], url: "https://www.example.com/react-demos/meta.json" },
  };
  it("picks the location of the page's kind of origin", () => {
    expect(metaJsonUrl(config, "127.0.0.1")).toBe("/react-demos/meta.json");
    expect(metaJsonUrl(config, "staging.example.com")).toBe(config.staging.url);
    expect(metaJsonUrl(config, "www.example.com")).toBe(config.production.url);
  });
  it("falls back to the local location on an unknown host", () => {
    expect(metaJsonUrl(config, "mirror.example.org")).toBe(config.local.url);
  });
});

describe("fetchRemoteVersion", () => {
  afterEach(() => vi.restoreAllMocks());
  const respond = (body: string, status = 200) =>
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(body, { status, headers: { "content-type": "application/json" } }));

  it("reads the version field", async () => {
    respond(JSON.stringify({ version: "23.2.915" }));
    await expect(fetchRemoteVersion("/meta.json")).resolves.toBe("23.2.915");
  });

  it.each([
    ["a non-2xx answer", () => respond("{}", 503), /HTTP 503/],
    ["a body that is not JSON", () => respond("<html>"), /JSON/],
    ["no version field", () => respond(JSON.stringify({ build: 1 })), /no version field/],
    ["a network failure", () => vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch")), /Failed to fetch/],
  ])("falls back to 1.0.0 and logs the error on %s", async (_, arrange, logged) => {
    arrange();
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(fetchRemoteVersion("/meta.json")).resolves.toBe(FALLBACK_VERSION);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(logged));
  });
});
