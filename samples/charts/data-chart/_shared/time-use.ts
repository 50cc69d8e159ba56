// Average hours per day spent on activities by age group, rounded and illustrative (shaped like
// time-use surveys, not statistics). For the stacked bar samples.
export interface TimeUse {
  age: string;
  sleep: number;
  work: number;
  chores: number;
  leisure: number;
  other: number;
}

export const activities = [
  { field: "sleep", title: "Sleep", color: "#3d5a80" },
  { field: "work", title: "Work and study", color: "#ee6c4d" },
  { field: "chores", title: "Chores and care", color: "#98c1d9" },
  { field: "leisure", title: "Leisure", color: "#2ab3a6" },
  { field: "other", title: "Other", color: "#bbbbbb" },
] as const;

export const timeUse: TimeUse[] = [
  { age: "15–24", sleep: 9.1, work: 5.2, chores: 1.4, leisure: 5.6, other: 2.7 },
  { age: "25–34", sleep: 8.4, work: 6.4, chores: 2.6, leisure: 3.9, other: 2.7 },
  { age: "35–44", sleep: 8.2, work: 6.3, chores: 3.2, leisure: 3.6, other: 2.7 },
  { age: "45–54", sleep: 8.1, work: 6.1, chores: 2.9, leisure: 4.1, other: 2.8 },
  { age: "55–64", sleep: 8.3, work: 4.4, chores: 3.0, leisure: 5.2, other: 3.1 },
  { age: "65+", sleep: 8.9, work: 0.9, chores: 3.4, leisure: 7.4, other: 3.4 },
];
