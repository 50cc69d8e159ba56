import "material-icons/iconfont/filled.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app";
import { basename } from "./runtime/base";
import { purgeCaches } from "./runtime/cache-purge";

await purgeCaches().catch((error: unknown) => console.warn("Cache purge failed", error));

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <BrowserRouter basename={basename}>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
