/** Posix path arithmetic on slash-separated relative paths, the same in Node and the browser. */
export function dirname(file: string): string {
  const slash = file.lastIndexOf("/");
  return slash < 0 ? "" : file.slice(0, slash);
}

/** `a/b` + `../c/./d` → `a/c/d`; undefined when the specifier climbs above the root. */
export function joinPath(dir: string, specifier: string): string | undefined {
  const parts = dir ? dir.split("/") : [];
  for (const part of specifier.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join("/");
}

/** The path of the file `to` as a relative specifier written in the file `from` (`./x`, `../a/x`). */
export function relativePath(from: string, to: string): string {
  const fromParts = dirname(from).split("/").filter(Boolean);
  const toParts = to.split("/");
  let common = 0;
  while (common < fromParts.length && common < toParts.length - 1 && fromParts[common] === toParts[common]) common++;
  const up = fromParts.length - common;
  const rest = toParts.slice(common).join("/");
  return up === 0 ? `./${rest}` : `${"../".repeat(up)}${rest}`;
}
