import { addChunkStyle } from "../runtime/chunk-style";

/** The width handle's styles, kept in its own chunk (see addChunkStyle). */
const WIDTH_HANDLE_CSS = `
/* A grip beside the framed sample's right edge; its left is set from the host's box. */
.width-handle {
  position: absolute;
  top: 0;
  bottom: 0;
  z-index: 2;
  width: 10px;
  cursor: ew-resize;
  touch-action: none;
  background: color-mix(in srgb, var(--content-text) 12%, transparent);
}

.width-handle:hover,
.width-handle:focus-visible {
  background: color-mix(in srgb, #55a8fa 55%, transparent);
  outline: none;
}

.width-handle__label {
  position: absolute;
  top: 6px;
  left: 14px;
  padding: 1px 6px;
  border-radius: 4px;
  font: 12px/1.5 system-ui, sans-serif;
  white-space: nowrap;
  color: var(--content-bg);
  background: var(--content-text);
  pointer-events: none;
}
`;

export const addWidthHandleStyle = () => addChunkStyle("width-handle", WIDTH_HANDLE_CSS);
