import "material-icons/iconfont/filled.css";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "./routing/router";
import { normalizeRoutePath } from "../contract/routes";
import { routeLookup } from "../generated/manifest.gen";
import { App } from "./app";
import { prefetchSampleNeeds } from "./runtime/assets";
import { basename } from "./runtime/base";
import { refreshCanvasTheme } from "./runtime/canvas-theme";
import { purgeCaches } from "./runtime/cache-purge";
import { listenForDevUpdates } from "./runtime/dev-updates";
import { whenIdle } from "./runtime/idle";
import { PRELOAD_ERROR_EVENT, type PreloadErrorDetail } from "./runtime/preload-error";
import { startSampleLoad } from "./runtime/sample-loader";
import { themePaletteReady } from "./runtime/theme";

if (!import.meta.env.PROD) listenForDevUpdates();

// The shell's own answer to a missing chunk: log it and let the sample loader show the reload notice.
window.addEventListener(PRELOAD_ERROR_EVENT, (event) => {
  console.error((event as CustomEvent<PreloadErrorDetail>).detail.message);
  event.preventDefault();
});

// A deep link's sample loads alongside the cache purge, and the first render waits for it (briefly):
// a sample that suspends in the first render shows the spinner, which React then keeps for 300 ms.
const deepLinked = routeLookup.get(normalizeRoutePath(window.location.pathname.slice(basename.length) || "/"))?.route.sample;
const sampleLoaded = deepLinked ? startSampleLoad(deepLinked).catch(() => undefined) : undefined;
await purgeCaches().catch((error: unknown) => console.warn("Cache purge failed", error));
await Promise.race([sampleLoaded, new Promise((resolve) => setTimeout(resolve, 800))]);

// Once the theme's palette is on the page, the canvas colours are set before the first sample mounts,
// so the theme's later refresh finds them set and a deep-linked chart is not mounted twice (that
// second mount added 500-600 ms to a chart's deep link).
await themePaletteReady();
refreshCanvasTheme();

// No StrictMode: several Ignite UI components build their DOM in ref callbacks and do not survive
// the double mount StrictMode performs in development (duplicated inputs, leaked timers).
createRoot(document.getElementById("root")!).render(
  <BrowserRouter basename={basename}>
    <App />
  </BrowserRouter>,
);

// When the browser is idle after the first render: the service worker's install fetches the shell
// again, and none of it may compete with a deep link's sample. Offline with a cold cache the chunk
// may be missing: the page works without these extras. The sample asset list is fetched then too:
// a deep link has it already, and the first sample opened from another page need not wait for it.
whenIdle(() => {
  prefetchSampleNeeds();
  void import("./runtime/after-start").then(({ afterStart }) => afterStart()).catch(() => undefined);
}, 3000, 1000);
