import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--no-first-run"] });
const id = process.argv[2] ?? "charts/category-chart/overview";
for (let run = 0; run < 2; run++) {
const ctx = await b.newContext(); const p = await ctx.newPage();
await p.waitForTimeout(500);
await p.addInitScript(() => {
  new MutationObserver(() => {
    const f = document.querySelector('.sample-frame[data-sample-state="ready"]');
    if (f && !window.__readyAt) window.__readyAt = performance.now();
    const c = document.querySelector('.sample-frame__host > *');
    if (c && !window.__hostChild) window.__hostChild = performance.now();
    if (document.querySelector('#root > *') && !window.__rootAt) window.__rootAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
});
await p.goto("http://127.0.0.1:4711/react-demos/samples/" + id, { waitUntil: "commit" });
await p.waitForFunction(() => window.__readyAt, null, { polling: "raf", timeout: 60000 });
await p.waitForTimeout(300);
const out = await p.evaluate(() => {
  const nav = performance.getEntriesByType("navigation")[0];
  const res = performance.getEntriesByType("resource").filter(e => /\.(m?js|css|json)/.test(e.name)).map(e => `${Math.round(e.startTime)}-${Math.round(e.responseEnd)} ${(e.decodedBodySize/1024).toFixed(0)}K ${e.name.replace(/.*\//, "")}`);
  const paint = performance.getEntriesByType("paint").map(e => `${e.name} ${Math.round(e.startTime)}`);
  return { html: `${Math.round(nav.responseStart)}-${Math.round(nav.responseEnd)} dcl ${Math.round(nav.domContentLoadedEventEnd)}`, root: Math.round(window.__rootAt), hostChild: Math.round(window.__hostChild), ready: Math.round(window.__readyAt), paint, res };
});
console.log(JSON.stringify(out, null, 1));
await ctx.close();
}
await b.close();
