import { useState } from "react";
import { IgrRadio, IgrRadioGroup } from "igniteui-react";
import { Page, Section } from "../../_shared/page";

const plans = [
  { value: "basic", text: "Basic: 1 user, 10 GB", price: 4 },
  { value: "team", text: "Team: 10 users, 1 TB", price: 24 },
  { value: "business", text: "Business: unlimited users, 5 TB", price: 79 },
];

export default function RadioGroupSample() {
  const [plan, setPlan] = useState("team");
  const [billing, setBilling] = useState("monthly");

  const price = plans.find((p) => p.value === plan)?.price ?? 0;
  const total = billing === "yearly" ? price * 10 : price;

  return (
    <Page>
      {/* A radio group gives its radios one name: checking one unchecks the others; arrow keys move the choice. */}
      <Section title="Plan">
        <IgrRadioGroup name="plan" value={plan}>
          {plans.map((p) => (
            <IgrRadio key={p.value} value={p.value} checked={p.value === plan} onChange={(e) => e.detail.checked && setPlan(p.value)}>
              {p.text}
            </IgrRadio>
          ))}
        </IgrRadioGroup>
      </Section>
      <Section title="Billing">
        <IgrRadioGroup name="billing" alignment="horizontal" value={billing}>
          <IgrRadio value="monthly" checked={billing === "monthly"} onChange={(e) => e.detail.checked && setBilling("monthly")}>
            Monthly
          </IgrRadio>
          <IgrRadio value="yearly" checked={billing === "yearly"} onChange={(e) => e.detail.checked && setBilling("yearly")}>
            Yearly (2 months free)
          </IgrRadio>
        </IgrRadioGroup>
      </Section>
      <div>
        Total: <b>${total}</b> per {billing === "yearly" ? "year" : "month"}
      </div>
    </Page>
  );
}
