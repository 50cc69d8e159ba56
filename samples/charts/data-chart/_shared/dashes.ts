// Dash patterns for the dash-array samples: each is a list of dash and gap lengths, in pixels.

export const dashPatterns = {
  solid: { text: "Solid", dashes: [] as number[] },
  dashed: { text: "Dashed (8, 4)", dashes: [8, 4] },
  dotted: { text: "Dotted (2, 4)", dashes: [2, 4] },
  dashDot: { text: "Dash-dot (10, 4, 2, 4)", dashes: [10, 4, 2, 4] },
  long: { text: "Long dashes (16, 6)", dashes: [16, 6] },
};

export type DashPattern = keyof typeof dashPatterns;

/** The patterns as options for a SelectControl. */
export const dashOptions = (Object.keys(dashPatterns) as DashPattern[]).map((value) => ({ value, text: dashPatterns[value].text }));
