/** A small address book shared by the list samples. */
export interface Contact {
  id: number;
  name: string;
  phone: string;
  role: string;
  team: string;
  status: "online" | "away" | "offline";
  color: string;
}

export const contacts: Contact[] = [
  { id: 1, name: "Amelia Hart", phone: "+1 555 0142", role: "Product Manager", team: "Product", status: "online", color: "#1e88e5" },
  { id: 2, name: "Bruno Costa", phone: "+1 555 0198", role: "Frontend Engineer", team: "Web", status: "away", color: "#43a047" },
  { id: 3, name: "Chloe Nakamura", phone: "+1 555 0111", role: "UX Designer", team: "Design", status: "online", color: "#8e24aa" },
  { id: 4, name: "Daniel Okafor", phone: "+1 555 0175", role: "Backend Engineer", team: "Platform", status: "offline", color: "#f4511e" },
  { id: 5, name: "Eva Lindqvist", phone: "+1 555 0163", role: "QA Lead", team: "Quality", status: "online", color: "#00897b" },
  { id: 6, name: "Felix Moreau", phone: "+1 555 0120", role: "DevOps Engineer", team: "Platform", status: "away", color: "#6d4c41" },
  { id: 7, name: "Grace Liu", phone: "+1 555 0187", role: "Data Analyst", team: "Insights", status: "online", color: "#3949ab" },
  { id: 8, name: "Hassan Rahimi", phone: "+1 555 0133", role: "Support Specialist", team: "Customer", status: "offline", color: "#c0ca33" },
  { id: 9, name: "Isabel Ferreira", phone: "+1 555 0156", role: "Technical Writer", team: "Docs", status: "online", color: "#d81b60" },
  { id: 10, name: "Jakub Nowak", phone: "+1 555 0109", role: "Mobile Engineer", team: "Mobile", status: "away", color: "#5e35b1" },
];

export function initials(name: string): string {
  return name
    .split(" ")
    .map((part) => part[0] ?? "")
    .join("");
}
