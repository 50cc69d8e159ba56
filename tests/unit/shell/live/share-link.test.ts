import { describe, expect, it } from "vitest";
import { decodeShare, encodeShare, MAX_SHARE_LENGTH } from "../../../../shell/live/share-link";

const ID = "charts/pie-chart/legend";
const files = { [`${ID}/index.tsx`]: "export default function Legend() {\n  return <p>é ✓ edited</p>;\n}\n" };

const hashOf = (id: string, edit: Record<string, string>) => {
  const encoded = encodeShare(id, edit);
  if (!("hash" in encoded)) throw new Error(encoded.error);
  return encoded.hash;
};

describe("share links", () => {
  it("round-trips the edited files through the hash, base64url only", () => {
    const hash = hashOf(ID, files);
    expect(hash).toMatch(/^#edit=[A-Za-z0-9_-]+$/);
    expect(decodeShare(hash, ID)).toEqual({ state: "ok", id: ID, files });
  });

  it("is not a shared edit without the edit hash", () => {
    expect(decodeShare("", ID)).toEqual({ state: "none" });
    expect(decodeShare("#top", ID)).toEqual({ state: "none" });
  });

  it("says a truncated, corrupt or foreign link cannot be opened", () => {
    const hash = hashOf(ID, files);
    for (const bad of [hash.slice(0, hash.length - 12), "#edit=!!!!", "#edit=AAAA"]) {
      const decoded = decodeShare(bad, ID);
      expect(decoded.state).toBe("invalid");
      expect(decoded.state === "invalid" && decoded.message).toMatch(/damaged or cut short|not one the gallery wrote/);
    }
    const other = decodeShare(hash, "charts/pie-chart/overview");
    expect(other.state === "invalid" && other.message).toContain(`made for the sample "${ID}"`);
  });

  it("refuses an edit whose link would pass 64 KB and points to Download", () => {
    let seed = 1;
    const noise = Array.from({ length: 120_000 }, () => String.fromCharCode(33 + ((seed = (seed * 48271) % 2147483647) % 90))).join("");
    const encoded = encodeShare(ID, { [`${ID}/data.ts`]: noise });
    expect("error" in encoded && encoded.error).toMatch(/longer than the 64 KB.*Download/);
    expect(decodeShare(`#edit=${"A".repeat(MAX_SHARE_LENGTH)}`, ID).state).toBe("invalid");
  });
});
