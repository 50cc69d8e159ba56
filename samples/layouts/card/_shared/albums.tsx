export interface Album {
  title: string;
  artist: string;
  year: number;
  tracks: number;
  minutes: number;
  /** Two colours of the cover's gradient and the colour of its shape. */
  cover: [string, string, string];
  shape: "circle" | "wave" | "triangle";
}

export const albums: Album[] = [
  { title: "Midnight Harbour", artist: "The Lanterns", year: 2021, tracks: 11, minutes: 43, cover: ["#1e3c72", "#2a5298", "#f9d976"], shape: "circle" },
  { title: "Paper Satellites", artist: "Juno Vale", year: 2019, tracks: 9, minutes: 37, cover: ["#ff9966", "#ff5e62", "#fff1e6"], shape: "triangle" },
  { title: "Slow Tides", artist: "Marlow & Fen", year: 2023, tracks: 12, minutes: 51, cover: ["#11998e", "#38ef7d", "#0b3d2e"], shape: "wave" },
];

/** The album cover, drawn as inline SVG. */
export function Cover({ album, size = "100%" }: { album: Album; size?: number | string }) {
  const [from, to, ink] = album.cover;
  const id = `cover-${album.title.replace(/\W/g, "")}`;
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} preserveAspectRatio="xMidYMid slice" role="img" aria-label={`${album.title} cover`} style={{ display: "block" }}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="100" height="100" fill={`url(#${id})`} />
      {album.shape === "circle" && <circle cx="50" cy="46" r="22" fill={ink} />}
      {album.shape === "triangle" && <path d="M50 20 80 74H20z" fill={ink} opacity="0.9" />}
      {album.shape === "wave" && <path d="M0 60q25-20 50 0t50 0v40H0z" fill={ink} opacity="0.8" />}
    </svg>
  );
}
