import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { hooksSignature } from "../../../../shell/live/hooks-signature";
import { forgetLiveComponent, liveComponent } from "../../../../shell/live/live-component";
import { transformScript } from "../../../../shell/live/transform";

const compiled = (code: string) => transformScript("s/index.tsx", code);
const signatureOf = (code: string) => hooksSignature([compiled(code)]);

describe("hooksSignature", () => {
  it("lists literal useState and useRef calls, the same for edits outside them", () => {
    const before = 'import { useState } from "react";\nexport default function S() { const [t, setT] = useState("Line"); return <p title="a">{t}</p>; }';
    const after = before.replace('title="a"', 'title="b"');
    expect(signatureOf(before)).toContain('useState("Line")');
    expect(signatureOf(after)).toBe(signatureOf(before));
    expect(signatureOf(before.replace('"Line"', '"Area"'))).not.toBe(signatureOf(before));
  });

  it("is undefined when a hook runs code or keeps a value the edit may have changed", () => {
    expect(signatureOf('import { useEffect } from "react";\nexport default function S() { useEffect(() => {}, []); return null; }')).toBeUndefined();
    expect(signatureOf('import { useMemo } from "react";\nexport default function S() { const v = useMemo(() => 1, []); return v; }')).toBeUndefined();
    expect(signatureOf('import { useState } from "react";\nconst rows = [1];\nexport default function S() { const [r] = useState(rows); return r.length; }')).toBeUndefined();
    expect(signatureOf('import { useOwned } from "./own";\nexport default function S() { useOwned(); return null; }')).toBeUndefined();
  });
});

describe("liveComponent", () => {
  const make = (label: string) =>
    function Sample() {
      const [text] = React.useState(label);
      return React.createElement("p", null, text);
    };

  it("hands out the same component while the signature holds, rendering the latest run's code", () => {
    const first = liveComponent("s", make("first"), "sig");
    expect(first.remount).toBe(true);
    const second = liveComponent("s", make("second"), "sig");
    expect(second).toEqual({ Component: first.Component, remount: false });
    expect(renderToStaticMarkup(React.createElement(second.Component))).toBe("<p>second</p>");
  });

  it("mounts afresh on another signature, on code whose hooks cannot be kept, on a class, and after being forgotten", () => {
    const kept = liveComponent("t", make("a"), "sig").Component;
    const other = liveComponent("t", make("b"), "other");
    expect(other).toMatchObject({ remount: true });
    expect(other.Component).not.toBe(kept);
    const unsafe = make("c");
    expect(liveComponent("t", unsafe, undefined)).toEqual({ Component: unsafe, remount: true });
    class Legacy extends React.Component {
      override render() {
        return null;
      }
    }
    expect(liveComponent("t", Legacy, "sig")).toEqual({ Component: Legacy, remount: true });
    liveComponent("t", make("d"), "sig");
    forgetLiveComponent("t");
    expect(liveComponent("t", make("e"), "sig").remount).toBe(true);
  });
});
