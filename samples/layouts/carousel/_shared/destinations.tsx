import type { CSSProperties } from "react";

export interface Destination {
  name: string;
  country: string;
  text: string;
  /** A CSS background that paints the "photo". */
  scene: string;
}

// Landscapes painted with CSS gradients: sky, sun and ground layers.
export const destinations: Destination[] = [
  {
    name: "Santorini",
    country: "Greece",
    text: "White villages above a blue caldera, sunsets over the Aegean.",
    scene:
      "radial-gradient(circle at 75% 30%, #fff3b0 0 8%, transparent 9%), linear-gradient(#7ec8f2 0 55%, #1d6fa3 55% 70%, #f4f1ea 70%)",
  },
  {
    name: "Banff",
    country: "Canada",
    text: "Turquoise lakes under the snowy peaks of the Rocky Mountains.",
    scene:
      "linear-gradient(150deg, transparent 55%, #eef4f8 55% 60%, #51657a 60%) top/60% 70% no-repeat, linear-gradient(#a9d6f5 0 60%, #2bb3b1 60% 75%, #2f5d3a 75%)",
  },
  {
    name: "Sahara",
    country: "Morocco",
    text: "Endless dunes and star-filled nights around a desert camp.",
    scene:
      "radial-gradient(circle at 25% 28%, #fffbe0 0 7%, transparent 8%), radial-gradient(ellipse at 30% 100%, #d98e32 0 45%, transparent 46%), radial-gradient(ellipse at 80% 100%, #e9a94b 0 50%, transparent 51%), linear-gradient(#f6c28b, #f3a76b)",
  },
  {
    name: "Kyoto",
    country: "Japan",
    text: "Temples, tea houses and cherry blossoms along quiet canals.",
    scene:
      "radial-gradient(circle at 20% 40%, #f7b7c8 0 10%, transparent 11%), radial-gradient(circle at 32% 34%, #f49ab2 0 9%, transparent 10%), radial-gradient(circle at 80% 45%, #f7b7c8 0 12%, transparent 13%), linear-gradient(#fde7ee 0 65%, #6b8f5a 65%)",
  },
  {
    name: "Reykjavik",
    country: "Iceland",
    text: "Northern lights dancing over black-sand beaches.",
    scene:
      "linear-gradient(170deg, transparent 30%, rgba(80, 255, 170, 0.55) 40%, transparent 55%), linear-gradient(#0b1a33 0 75%, #1f2a2e 75%)",
  },
];

export function sceneStyle(d: Destination, height: number | string = "100%"): CSSProperties {
  return { background: d.scene, height, width: "100%" };
}
