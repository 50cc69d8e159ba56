import "./skip-link.css";

interface SkipLinkProps {
  /** What the main region holds, said in the link: "the sample" or "the content". */
  target: string;
}

/**
 * The page's first stop for the Tab key, shown only while it has focus: a keyboard user reaches the
 * sample without tabbing through the toolbar's controls and the side menu. It moves focus itself
 * instead of following a fragment, because the URL's hash carries shared edits.
 */
export function SkipLink({ target }: SkipLinkProps) {
  return (
    <a
      className="skip-link"
      href="#gallery-main"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById("gallery-main")?.focus();
      }}
    >
      Skip to {target}
    </a>
  );
}
