import { useId } from "react";

// Inline SVG illustrations used as card media (no image files, no network).
export type SceneKind = "mountains" | "dunes" | "coast" | "aurora";

const palettes: Record<SceneKind, { sky: [string, string]; land: string; accent: string }> = {
  mountains: { sky: ["#8ec5fc", "#e0c3fc"], land: "#3d5a80", accent: "#f1faee" },
  dunes: { sky: ["#fddb92", "#fbc2eb"], land: "#d98e32", accent: "#f6bd60" },
  coast: { sky: ["#a1c4fd", "#c2e9fb"], land: "#0077b6", accent: "#ffd166" },
  aurora: { sky: ["#0f2027", "#2c5364"], land: "#10212b", accent: "#52ffb8" },
};

export function Scene({ kind }: { kind: SceneKind }) {
  const p = palettes[kind];
  const id = useId();
  return (
    <svg viewBox="0 0 320 160" preserveAspectRatio="xMidYMid slice" role="img" aria-label={kind} style={{ display: "block", width: "100%", height: 160 }}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={p.sky[0]} />
          <stop offset="1" stopColor={p.sky[1]} />
        </linearGradient>
      </defs>
      <rect width="320" height="160" fill={`url(#${id})`} />
      {kind === "mountains" && (
        <>
          <circle cx="250" cy="45" r="18" fill="#fff8dc" />
          <path d="M0 160 L70 60 L120 120 L180 40 L260 130 L320 80 L320 160 Z" fill={p.land} />
          <path d="M180 40 L160 70 L175 65 L190 75 L200 62 Z" fill={p.accent} />
          <path d="M70 60 L58 78 L72 73 L84 80 Z" fill={p.accent} />
        </>
      )}
      {kind === "dunes" && (
        <>
          <circle cx="80" cy="50" r="22" fill="#fff3b0" />
          <path d="M0 120 Q80 80 160 115 T320 105 L320 160 L0 160 Z" fill={p.accent} />
          <path d="M0 140 Q100 100 200 135 T320 130 L320 160 L0 160 Z" fill={p.land} />
        </>
      )}
      {kind === "coast" && (
        <>
          <circle cx="260" cy="50" r="20" fill={p.accent} />
          <path d="M0 110 Q40 100 80 110 T160 110 T240 110 T320 110 L320 160 L0 160 Z" fill={p.land} />
          <path d="M0 130 Q40 120 80 130 T160 130 T240 130 T320 130 L320 160 L0 160 Z" fill="#00b4d8" />
          <path d="M-10 160 Q30 120 90 160 Z" fill="#f4d58d" />
        </>
      )}
      {kind === "aurora" && (
        <>
          <path d="M0 70 Q80 20 160 60 T320 40" stroke={p.accent} strokeWidth="14" fill="none" opacity="0.55" />
          <path d="M0 90 Q90 45 170 80 T320 65" stroke="#b388ff" strokeWidth="8" fill="none" opacity="0.45" />
          <path d="M0 160 L40 120 L60 135 L100 105 L140 140 L190 110 L240 138 L280 115 L320 130 L320 160 Z" fill={p.land} />
        </>
      )}
    </svg>
  );
}
