import { galleryConfig } from "../../generated/manifest.gen";
import "./pages.css";

export function ComingSoonPage() {
  return (
    <div className="page" data-page="coming-soon">
      <h1>Coming Soon...</h1>
      <p>This example is under development. We are almost done!</p>
      <p>
        Meanwhile, see the <a href={galleryConfig.comingSoonUrl}>full sample website</a>.
      </p>
    </div>
  );
}
