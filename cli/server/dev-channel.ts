import type http from "node:http";

const EVENTS_PATH = "/__gallery/events";

/** Injected into every page in dev: reloads after a rebuild, shows a build error over the page. */
const CLIENT = `<script>(() => {
  const events = new EventSource(${JSON.stringify(EVENTS_PATH)});
  events.addEventListener("reload", () => location.reload());
  // The shell swaps the sample in place (shell/runtime/dev-updates.ts); a page without it reloads.
  events.addEventListener("update", (e) => {
    document.getElementById("gallery-dev-error")?.remove();
    const handled = !window.dispatchEvent(new CustomEvent("gallery:dev-update", { detail: JSON.parse(e.data), cancelable: true }));
    if (!handled) location.reload();
  });
  events.addEventListener("build-error", (e) => {
    let box = document.getElementById("gallery-dev-error");
    if (!box) { box = document.createElement("pre"); box.id = "gallery-dev-error";
      box.style.cssText = "position:fixed;inset:0;z-index:99999;margin:0;padding:24px;overflow:auto;background:#1e1e1e;color:#ff8080;font:13px/1.5 monospace;white-space:pre-wrap";
      document.body.appendChild(box); }
    box.textContent = "gallery dev: build failed\\n\\n" + JSON.parse(e.data);
  });
})();</script>`;

/** What a rebuild tells the open pages. */
export type DevEvent =
  /** The shell's code and the catalog are the same: the page swaps its samples in place (shell/runtime/dev-updates.ts). */
  | { kind: "update"; imports: string; sampleAssets: string }
  | { kind: "reload" }
  | { kind: "build-error"; message: string };

export interface UpdateChannel {
  /** Adds the client to an HTML page. */
  injectClient(html: string): string;
  /** Answers the pages' event stream; false for any other request. */
  serve(req: http.IncomingMessage, res: http.ServerResponse): boolean;
  send(event: DevEvent): void;
  close(): void;
}

/**
 * The server-sent events from `gallery dev` to its pages. The last build error is kept until a
 * build succeeds, so a page opened (or reloaded) meanwhile shows it too.
 */
export function updateChannel(): UpdateChannel {
  const clients = new Set<http.ServerResponse>();
  let lastError: string | null = null;
  const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
  return {
    injectClient: (html) => html.replace("</body>", `${CLIENT}</body>`),
    serve(req, res) {
      if (new URL(req.url ?? "/", "http://localhost").pathname !== EVENTS_PATH) return false;
      res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
      res.write(": connected\n\n");
      if (lastError) res.write(frame("build-error", lastError));
      clients.add(res);
      req.on("close", () => clients.delete(res));
      return true;
    },
    send(event) {
      lastError = event.kind === "build-error" ? event.message : null;
      const text =
        event.kind === "update"
          ? frame("update", { imports: event.imports, sampleAssets: event.sampleAssets })
          : frame(event.kind, event.kind === "build-error" ? event.message : null);
      for (const client of clients) client.write(text);
    },
    close() {
      for (const client of clients) client.end();
    },
  };
}
