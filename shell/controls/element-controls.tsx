import { useState } from "react";
import type { ComponentManifest, ControlProperty } from "../../contract/controls-manifest";
import type { JsxElement } from "../../contract/jsx-elements";
import { PropertyInput } from "./property-input";
import type { ControlValue } from "./rewrite";

interface Props {
  element: JsxElement;
  manifest: ComponentManifest | undefined;
  onSet: (property: ControlProperty, value: ControlValue) => void;
}

const CODE_GROUP = "Edit in code";

/**
 * One element's controls: first the properties its code sets, with their values, then every other
 * property of the component, filtered by the search field and grouped by the class or interface
 * that declares it (the component's own first, then what it inherits), with the properties that
 * have no input (arrays, objects, functions, templates, events) in a last group, "Edit in code".
 * The groups are collapsed until opened or searched.
 */
export function ElementControls({ element, manifest, onSet }: Props) {
  const [query, setQuery] = useState("");
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (group: string, open: boolean) => {
    if (needle !== "" || opened.has(group) === open) return;
    const next = new Set(opened);
    if (open) next.add(group);
    else next.delete(group);
    setOpened(next);
  };
  if (!manifest) return <p className="controls__empty">No declarations were found for {element.name}: edit it in the code.</p>;
  const byName = new Map(manifest.properties.map((property) => [property.name, property]));
  const setNames = new Set(element.attributes.map((attribute) => attribute.name));
  const needle = query.trim().toLowerCase();
  const others = manifest.properties.filter((p) => !setNames.has(p.name) && (!needle || p.name.toLowerCase().includes(needle) || p.summary?.toLowerCase().includes(needle)));
  const groups = groupOf(others, element.name);
  return (
    <div className="controls__element">
      <fieldset className="controls__group" data-group="set">
        <legend>Set in the code</legend>
        {element.attributes.length === 0 && <p className="controls__empty">None yet.</p>}
        {element.attributes.map((attribute) => {
          const property = byName.get(attribute.name);
          if (!property) {
            return (
              <div className="controls__row" key={attribute.name} data-property={attribute.name} data-kind="unknown">
                <span className="controls__name">{attribute.name}</span>
                <code className="controls__expression">{attribute.value.kind === "expression" ? `{${attribute.value.code}}` : String(attribute.value.value)}</code>
              </div>
            );
          }
          return <PropertyInput key={attribute.name} property={property} value={attribute.value} onChange={(value) => onSet(property, value)} />;
        })}
      </fieldset>
      <input
        type="search"
        className="controls__search"
        placeholder={`Search ${manifest.properties.length} properties`}
        aria-label={`Search the properties of ${element.name}`}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {groups.map(([group, properties]) => {
        // A search opens every group it matches; otherwise a group's rows exist only while it is open (a chart has 400 of them).
        const open = needle !== "" || opened.has(group);
        return (
          <details key={group} className="controls__group" data-group={group} open={open} onToggle={(event) => toggle(group, event.currentTarget.open)}>
            <summary>
              {group} ({properties.length})
            </summary>
            {open && properties.map((property) => <PropertyInput key={property.name} property={property} value={undefined} onChange={(value) => onSet(property, value)} />)}
          </details>
        );
      })}
      {needle && groups.length === 0 && <p className="controls__empty">No property matches “{query}”.</p>}
    </div>
  );
}

/** The properties by declaring type: the component's own type first, the others by name, "Edit in code" last. */
function groupOf(properties: readonly ControlProperty[], component: string): [string, ControlProperty[]][] {
  const groups = new Map<string, ControlProperty[]>();
  for (const property of properties) {
    const group = property.kind === "code" ? CODE_GROUP : property.declaredBy;
    groups.set(group, [...(groups.get(group) ?? []), property]);
  }
  const own = component.replace(/^Igr/, "");
  const rank = (group: string) => (group === CODE_GROUP ? 2 : group.includes(own) ? 0 : 1);
  return [...groups].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b, "en"));
}
