import { useState, type CSSProperties } from "react";
import { IgrRating, IgrRatingSymbol } from "igniteui-react";
import { Icon, Page, Section } from "../../_shared/page";

const colors = (full: string, empty: string) =>
  ({ "--ig-rating-symbol-full-color": full, "--ig-rating-symbol-empty-color": empty }) as CSSProperties;

export default function RatingEmptySample() {
  const [value, setValue] = useState(2.5);

  return (
    <Page>
      <Section title="The empty slot of a symbol">
        <p style={{ margin: 0, maxWidth: 640 }}>
          Each rating symbol has a default slot for its full look and an <code>empty</code> slot for the unfilled one. Fractions clip the full symbol over the empty one.
        </p>
        <div style={{ display: "flex", flexDirection: "column", gap: 16 }}>
          <IgrRating label="Outlined stars when empty" value={value} step={0.5} onChange={(e) => setValue(e.detail)} style={colors("#fbc02d", "#9e9e9e")}>
            {Array.from({ length: 5 }, (_, i) => (
              <IgrRatingSymbol key={i}>
                <Icon name="star" size={30} />
                <Icon slot="empty" name="star_border" size={30} />
              </IgrRatingSymbol>
            ))}
          </IgrRating>
          <IgrRating label="Dots when empty" value={value} step={0.5} onChange={(e) => setValue(e.detail)} style={colors("#43a047", "#bdbdbd")}>
            {Array.from({ length: 5 }, (_, i) => (
              <IgrRatingSymbol key={i}>
                <Icon name="eco" size={30} />
                <Icon slot="empty" name="radio_button_unchecked" size={30} />
              </IgrRatingSymbol>
            ))}
          </IgrRating>
          <IgrRating label="Nothing when empty" value={value} step={0.5} onChange={(e) => setValue(e.detail)} style={colors("#1e88e5", "transparent")}>
            {Array.from({ length: 5 }, (_, i) => (
              <IgrRatingSymbol key={i}>
                <Icon name="water_drop" size={30} />
                <span slot="empty" style={{ display: "inline-block", width: 30 }} />
              </IgrRatingSymbol>
            ))}
          </IgrRating>
        </div>
        <div>
          Value: <b>{value}</b> of 5
        </div>
      </Section>
    </Page>
  );
}
