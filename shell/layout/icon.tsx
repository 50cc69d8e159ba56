/** A Material icon by its ligature name; the control that holds it carries the accessible name. */
export const Icon = ({ name }: { name: string }) => (
  <span className="material-icons" aria-hidden="true">
    {name}
  </span>
);
