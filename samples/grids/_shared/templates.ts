/**
 * Template props to spread onto a grid element only while `on` holds. A template prop given as `undefined`
 * still reaches the React wrapper as a template (one that renders nothing), and the grid then re-renders it
 * without end: React stops with "maximum update depth exceeded". Leaving the prop out switches a template off.
 */
export function templatesWhen<T extends object>(on: boolean, templates: T): Partial<T> {
  return on ? templates : {};
}
