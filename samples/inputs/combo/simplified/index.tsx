import { useState } from "react";
import { IgrCombo } from "igniteui-react";
import { Page, Section } from "../../_shared/page";
import { cities, type City } from "../_shared/cities";

export default function ComboSimplifiedSample() {
  const [city, setCity] = useState<string | undefined>("OSL");
  const picked = cities.find((c) => c.id === city);

  return (
    <Page>
      <Section title="Home city">
        {/* singleSelect: one item at a time; typing in the input filters and autocompletes. */}
        <IgrCombo
          style={{ maxWidth: 360 }}
          singleSelect
          label="City"
          placeholder="Type a city"
          data={cities}
          valueKey="id"
          displayKey="name"
          value={city ? [city] : []}
          onChange={(e) => setCity(e.detail.newValue[0] as string | undefined)}
        />
        <div>
          {picked ? (
            <>
              <b>{picked.name}</b>, {picked.country}: about {picked.population} million people
            </>
          ) : (
            "No city selected."
          )}
        </div>
      </Section>
    </Page>
  );
}
