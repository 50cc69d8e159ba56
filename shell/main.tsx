import "material-icons/iconfont/filled.css";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app";
import { prefetchSampleNeeds } from "./runtime/assets";
import { basename } from "./runtime/base";
import { purgeCaches } from "./runtime/cache-purge";
import { listenForDevUpdates } from "./runtime/dev-updates";
import { PRELOAD_ERROR_EVENT, type PreloadErrorDetail } from "./runtime/preload-error";

prefetchSampleNeeds();
if (!import.meta.env.PROD) listenForDevUpdates();

// The shell's own answer to a missing chunk: log it and let the sample loader show the reload notice.
window.addEventListener(PRELOAD_ERROR_EVENT, (event) => {
  console.error((event as CustomEvent<PreloadErrorDetail>).detail.message);
  event.preventDefault();
});

await purgeCaches().catch((error: unknown) => console.warn("Cache purge failed", error));

// No StrictMode: several Ignite UI components build their DOM in ref callbacks and do not survive
// the double mount StrictMode performs in development (duplicated inputs, leaked timers).
createRoot(document.getElementById("root")!).render(
  <BrowserRouter basename={basename}>
    <App />
  </BrowserRouter>,
);

// Offline with a cold cache the chunk may be missing: the page works without these extras.
void import("./runtime/after-start").then(({ afterStart }) => afterStart()).catch(() => undefined);
