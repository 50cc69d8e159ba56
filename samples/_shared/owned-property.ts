import { useLayoutEffect, useRef, useState, type RefObject } from "react";

/**
 * A property that the component changes itself (a query builder's tree, a grid's advanced filter): the
 * component owns it, the page keeps a copy to show and sets it from code. Binding it as a prop and writing
 * the component's change event back into it hands the component a value again on every render (Ignite UI's
 * React wrappers set every prop each time), which undoes the user's edits and can answer each change with
 * another one, a render loop. Pass `show` to the change event; `apply` sets a new value.
 */
export function useOwnedProperty<E extends object, K extends keyof E>(element: RefObject<E | null>, property: K, initial: () => E[K]) {
  const [value, setValue] = useState<E[K]>();
  const first = useRef(initial);

  const show = () => setValue(element.current?.[property]);
  const apply = (next: E[K]) => {
    const target = element.current;
    if (!target) return;
    target[property] = next;
    setValue(next);
  };

  // Before the first paint, when the wrapper would have set it as a prop.
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const start = first.current();
    target[property] = start;
    setValue(start);
  }, [element, property]);

  return { value, show, apply };
}
