import { useEffect, useRef, useState } from "react";
import type { ControlProperty } from "../../contract/controls-manifest";
import type { AttributeValue } from "../../contract/jsx-elements";
import type { ControlValue } from "./rewrite";
import { declaredDefault, shownValue } from "./values";

interface Props {
  property: ControlProperty;
  /** The attribute's value in the code, if the element sets it. */
  value: AttributeValue | undefined;
  onChange: (value: ControlValue) => void;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * The input a property's declared type asks for; its label is the property's name, its hint the
 * JSDoc summary and the type. A property the code sets from an expression (`{size}`, often the
 * sample's own control bar's state) shows the expression, and its input only once the user asks to
 * replace it: a value written there ends the expression's hold on the property.
 */
export function PropertyInput({ property, value, onChange }: Props) {
  const id = `control-${property.name}`;
  const shown = shownValue(value);
  const fallback = declaredDefault(property.default);
  const hint = [property.summary, property.type, property.default !== undefined ? `default ${property.default}` : ""].filter(Boolean).join(" · ");
  const expression = value?.kind === "expression" ? `{${value.code}}` : undefined;
  const [replacing, setReplacing] = useState(false);
  const input = useRef<HTMLDivElement>(null);
  useEffect(() => setReplacing(false), [expression]);
  useEffect(() => {
    if (replacing) input.current?.querySelector<HTMLElement>("input, select")?.focus();
  }, [replacing]);
  const asks = expression !== undefined && property.kind !== "code" && !replacing;
  return (
    <div className="controls__row" data-property={property.name} data-kind={property.kind} data-expression={expression !== undefined || undefined} title={hint}>
      <label className="controls__name" htmlFor={asks ? `${id}-replace` : id}>
        {property.name}
      </label>
      <div className="controls__input" ref={input}>
        {expression !== undefined && (
          <code className="controls__expression" title="Set by an expression in the code">
            {expression}
          </code>
        )}
        {asks ? (
          <button type="button" id={`${id}-replace`} className="controls__replace" aria-label={`Replace ${expression} with a value`} onClick={() => setReplacing(true)}>
            Replace with a value
          </button>
        ) : (
          <Input id={id} property={property} shown={shown ?? fallback} isSet={shown !== undefined} onChange={onChange} />
        )}
        {expression !== undefined && replacing && <span className="controls__replacing">a value set here replaces {expression} in the code</span>}
      </div>
    </div>
  );
}

interface InputProps {
  id: string;
  property: ControlProperty;
  shown: string | number | boolean | undefined;
  isSet: boolean;
  onChange: (value: ControlValue) => void;
}

function Input({ id, property, shown, isSet, onChange }: InputProps) {
  switch (property.kind) {
    case "boolean":
      return <input id={id} type="checkbox" role="switch" className="controls__switch" checked={shown === true} onChange={(event) => onChange(event.currentTarget.checked)} />;
    case "enum":
      return (
        <select id={id} className="controls__select" value={isSet ? String(shown) : ""} onChange={(event) => onChange(event.currentTarget.value || undefined)}>
          <option value="">{shown !== undefined && !isSet ? `(default: ${String(shown)})` : "(not set)"}</option>
          {isSet && !property.members?.includes(String(shown)) && <option value={String(shown)}>{String(shown)}</option>}
          {property.members?.map((member) => (
            <option key={member} value={member}>
              {member}
            </option>
          ))}
        </select>
      );
    case "number": {
      const field = <DraftInput id={id} type="number" value={isSet ? String(shown) : ""} placeholder={shown !== undefined ? String(shown) : ""} parse={parseNumber} onCommit={onChange} />;
      const range = property.range;
      if (!range) return field;
      return (
        <span className="controls__pair">
          <input
            type="range"
            aria-label={`${property.name} from ${range.min} to ${range.max}`}
            className="controls__slider"
            min={range.min}
            max={range.max}
            step={(range.max - range.min) / 100}
            value={typeof shown === "number" ? shown : range.min}
            onChange={(event) => onChange(Number(event.currentTarget.value))}
          />
          {field}
        </span>
      );
    }
    case "brush":
      return (
        <span className="controls__pair">
          <input
            type="color"
            aria-label={`${property.name} colour`}
            className="controls__colour"
            value={typeof shown === "string" && HEX_COLOUR.test(shown) ? shown : "#000000"}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
          <DraftInput id={id} type="text" value={isSet ? String(shown) : ""} placeholder="a CSS colour" parse={parseText} onCommit={onChange} />
        </span>
      );
    case "string":
      return <DraftInput id={id} type="text" value={isSet ? String(shown) : ""} placeholder={shown !== undefined ? String(shown) : ""} parse={parseText} onCommit={onChange} />;
    case "code":
      return (
        <span className="controls__code" id={id}>
          <code>{property.type}</code> edit in code
        </span>
      );
  }
}

const parseNumber = (text: string): ControlValue | null => (text.trim() === "" ? undefined : Number.isFinite(Number(text)) ? Number(text) : null);
const parseText = (text: string): ControlValue => (text === "" ? undefined : text);

interface DraftProps {
  id: string;
  type: "text" | "number";
  value: string;
  placeholder: string;
  /** The value to write for a text, or null while it is not one yet (a lone `-`). */
  parse: (text: string) => ControlValue | null;
  onCommit: (value: ControlValue) => void;
}

/** A text or number field that writes each complete value as it is typed, and shows the code's value again when the code changes. */
function DraftInput({ id, type, value, placeholder, parse, onCommit }: DraftProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <input
      id={id}
      type={type}
      className="controls__field"
      value={draft}
      placeholder={placeholder}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setDraft(text);
        const parsed = parse(text);
        if (parsed !== null) onCommit(parsed);
      }}
    />
  );
}
