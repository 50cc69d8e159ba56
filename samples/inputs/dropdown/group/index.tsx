import { useState } from "react";
import { IgrButton, IgrDropdown, IgrDropdownGroup, IgrDropdownItem } from "igniteui-react";
import { Page, Section } from "../../_shared/page";

const menu = {
  Starters: ["Tomato soup", "Bruschetta", "Spring rolls"],
  Mains: ["Mushroom risotto", "Grilled salmon", "Lentil curry"],
  Desserts: ["Tiramisu", "Lemon tart"],
};

export default function DropdownGroupSample() {
  const [dish, setDish] = useState("Grilled salmon");
  return (
    <Page>
      <Section title="Order a dish">
        {/* Each group has a label slot and wraps its items. */}
        <IgrDropdown open onChange={(e) => setDish(e.detail.value)}>
          <IgrButton slot="target" variant="outlined">
            {dish}
          </IgrButton>
          {Object.entries(menu).map(([course, dishes]) => (
            <IgrDropdownGroup key={course}>
              <span slot="label">{course}</span>
              {dishes.map((d) => (
                <IgrDropdownItem key={d} value={d} selected={d === dish} disabled={d === "Lemon tart"}>
                  {d}
                  {d === "Lemon tart" && " (sold out)"}
                </IgrDropdownItem>
              ))}
            </IgrDropdownGroup>
          ))}
        </IgrDropdown>
      </Section>
    </Page>
  );
}
