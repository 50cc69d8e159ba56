import { useState, type CSSProperties } from "react";
import { IgrRating, IgrRatingSymbol } from "igniteui-react";
import { Icon, Page, Section } from "../../_shared/page";

const spice = ["Mild", "Medium", "Hot", "Very hot", "Fire"];

// Symbol colors come from the rating's tokens, which win over an inherited color.
const colors = (full: string, empty: string) =>
  ({ "--ig-rating-symbol-full-color": full, "--ig-rating-symbol-empty-color": empty }) as CSSProperties;

export default function RatingCustomSample() {
  const [hearts, setHearts] = useState(4);
  const [heat, setHeat] = useState(2);
  const [mood, setMood] = useState(3);

  return (
    <Page>
      <Section title="Icons as symbols (max comes from the number of symbols)">
        <IgrRating label="Would you recommend us?" value={hearts} onChange={(e) => setHearts(e.detail)} style={colors("#e91e63", "#9e9e9e")}>
          {Array.from({ length: 5 }, (_, i) => (
            <IgrRatingSymbol key={i}>
              <Icon name="favorite" size={28} />
              <Icon slot="empty" name="favorite_border" size={28} />
            </IgrRatingSymbol>
          ))}
        </IgrRating>
      </Section>
      <Section title="Flame symbols with a custom value label">
        <IgrRating label="Spice level" value={heat} onChange={(e) => setHeat(e.detail)} style={colors("#d84315", "#d7ccc8")}>
          {spice.map((s) => (
            <IgrRatingSymbol key={s}>
              <Icon name="local_fire_department" size={28} />
              <Icon slot="empty" name="local_fire_department" size={28} />
            </IgrRatingSymbol>
          ))}
          <span slot="value-label">{spice[heat - 1] ?? "Not rated"}</span>
        </IgrRating>
      </Section>
      <Section title="A different symbol for each step">
        <IgrRating label="How was your day?" value={mood} single onChange={(e) => setMood(e.detail)} style={colors("#ff9800", "#bdbdbd")}>
          {["sentiment_very_dissatisfied", "sentiment_dissatisfied", "sentiment_neutral", "sentiment_satisfied", "sentiment_very_satisfied"].map((n) => (
            <IgrRatingSymbol key={n}>
              <Icon name={n} size={30} />
              <Icon slot="empty" name={n} size={30} />
            </IgrRatingSymbol>
          ))}
        </IgrRating>
      </Section>
    </Page>
  );
}
