/**
 * Hooks whose state an edit may keep: what they hold is set by their call's own text (a literal
 * initial value, a ref, a context), so when that text is unchanged, the kept state is what the
 * edited code would start with. The others run code (effects, memos, reducers, custom hooks) whose
 * result may depend on anything the edit changed, and production React cannot re-run them the way
 * Fast Refresh does in development: an edit of code that calls one mounts the sample afresh.
 */
const KEEPABLE = new Set(["useState", "useRef", "useContext", "useId", "useTransition", "useDeferredValue"]);
/** An initial value that names nothing the edit could have changed. */
const LITERAL_ARGUMENTS = /^\(\s*(?:null|undefined|true|false|-?\d[\d_.]*|"[^"\\]*"|'[^'\\]*'|\[\]|\{\})?\s*\)$/;
/** A hook as sucrase writes its call: `_react.useState.call(void 0, …)`, `useState(…)`, `React.useState(…)`. */
const HOOK_CALL = /\b(use[A-Z]\w*)(?:\.call)?\s*(?=\()/g;
/** The `this` sucrase passes to an imported function it calls. */
const CALL_THIS = /^\(void 0,?\s*/;

/** The text of the parenthesised arguments that start at `open`, brackets matched (strings are not parsed: a mismatch only ends it early). */
function argumentsAt(code: string, open: number): string {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const char = code[i];
    if (char === "(" || char === "[" || char === "{") depth++;
    else if (char === ")" || char === "]" || char === "}") depth--;
    if (depth === 0) return code.slice(open, i + 1);
  }
  return code.slice(open);
}

/**
 * The hook calls of compiled modules, in order, as one string, when every one may keep its state
 * across an edit (see KEEPABLE); undefined when one may not. Two runs with the same signature can
 * share a mounted sample: React renders the new code over the old state and the old elements.
 */
export function hooksSignature(codes: Iterable<string>): string | undefined {
  const calls: string[] = [];
  for (const code of codes) {
    for (const match of code.matchAll(HOOK_CALL)) {
      const name = match[1]!;
      const args = argumentsAt(code, match.index + match[0].length).replace(CALL_THIS, "(");
      if (!KEEPABLE.has(name)) return undefined;
      if ((name === "useState" || name === "useRef") && !LITERAL_ARGUMENTS.test(args)) return undefined;
      calls.push(`${name}${args}`);
    }
  }
  return calls.join("\n");
}
