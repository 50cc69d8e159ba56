export interface TripStep {
  title: string;
  subtitle: string;
  icon: string;
  text: string;
}

// The steps of booking a trip; icon names come from the material-icons font.
export const tripSteps: TripStep[] = [
  { title: "Destination", subtitle: "Where to?", icon: "flight_takeoff", text: "Choose among 120 cities served by direct flights from your home airport." },
  { title: "Dates", subtitle: "When?", icon: "event", text: "Pick the outbound and return dates; flexible dates show the cheapest days around them." },
  { title: "Travellers", subtitle: "Who is coming?", icon: "group", text: "Add the adults, children and infants travelling, and their seat preferences." },
  { title: "Payment", subtitle: "Card or transfer", icon: "credit_card", text: "Pay by card, bank transfer or in three instalments at no extra cost." },
  { title: "Confirmation", subtitle: "All set", icon: "task_alt", text: "Your tickets and hotel voucher arrive by email within a few minutes." },
];
