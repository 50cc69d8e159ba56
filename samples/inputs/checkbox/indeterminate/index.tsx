import { useState } from "react";
import { IgrCheckbox } from "igniteui-react";
import { Page, Section } from "../../_shared/page";

const ingredients = ["Flour", "Eggs", "Milk", "Butter", "Sugar"];

export default function CheckboxIndeterminateSample() {
  const [have, setHave] = useState<boolean[]>([true, true, false, false, false]);

  const count = have.filter(Boolean).length;
  const all = count === ingredients.length;
  // Some but not all children checked: the parent shows the indeterminate mark.
  const some = count > 0 && !all;

  return (
    <Page>
      <Section title="Pancake shopping list">
        <IgrCheckbox checked={all} indeterminate={some} onChange={(e) => setHave(ingredients.map(() => e.detail.checked))}>
          <b>All ingredients</b>
        </IgrCheckbox>
        <div style={{ display: "flex", flexDirection: "column", gap: 8, paddingLeft: 32 }}>
          {ingredients.map((name, i) => (
            <IgrCheckbox
              key={name}
              checked={have[i] ?? false}
              onChange={(e) => setHave((h) => h.map((v, j) => (j === i ? e.detail.checked : v)))}
            >
              {name}
            </IgrCheckbox>
          ))}
        </div>
        <div>
          Parent state: <b>{all ? "checked" : some ? "indeterminate" : "unchecked"}</b> ({count} of {ingredients.length})
        </div>
      </Section>
    </Page>
  );
}
