// A team's self-assessed skills on a 0–10 scale, this year and last year. Invented for this sample:
// the category names differ a lot in length, which is what the angle axis label modes arrange.
export interface Skill {
  skill: string;
  lastYear: number;
  thisYear: number;
}

export const skills: Skill[] = [
  { skill: "UX", lastYear: 6, thisYear: 7 },
  { skill: "Accessibility", lastYear: 4, thisYear: 6 },
  { skill: "Testing", lastYear: 7, thisYear: 8 },
  { skill: "Performance tuning", lastYear: 5, thisYear: 6 },
  { skill: "APIs", lastYear: 8, thisYear: 8 },
  { skill: "Security reviews", lastYear: 3, thisYear: 5 },
  { skill: "Docs", lastYear: 6, thisYear: 5 },
  { skill: "Cloud infrastructure", lastYear: 4, thisYear: 7 },
];
