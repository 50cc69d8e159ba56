import { IgrRating } from "igniteui-react";
import { Page, Section } from "../../_shared/page";
import "./rating-styling.css";

export default function RatingStylingSample() {
  return (
    <Page>
      <Section title="Default theme">
        <IgrRating label="Hotel rating" value={3.5} step={0.5} />
      </Section>
      <Section title="Styled with --ig-rating-* tokens and CSS parts">
        <IgrRating className="rating-styling-custom" label="Hotel rating" value={3.5} step={0.5} />
      </Section>
    </Page>
  );
}
