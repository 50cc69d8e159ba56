import { useState } from "react";
import {
  IgrAvatar,
  IgrButton,
  IgrCard,
  IgrCardActions,
  IgrCardContent,
  IgrCardHeader,
  IgrCardMedia,
  IgrSwitch,
} from "igniteui-react";
import { Scene, type SceneKind } from "./scenes";

interface Trip {
  id: number;
  title: string;
  region: string;
  guide: string;
  scene: SceneKind;
  text: string;
  price: number;
  season: string;
}

const trips: Trip[] = [
  {
    id: 1, title: "Alpine Ridge Trek", region: "Swiss Alps · 6 days", guide: "Lena Huber", scene: "mountains",
    price: 1450, season: "July – September",
    text: "Hut-to-hut hiking across glacier valleys, with two rest days and a sunrise climb to a 3,000 m summit.",
  },
  {
    id: 2, title: "Dune Sea Crossing", region: "Sahara · 4 days", guide: "Omar Haddad", scene: "dunes",
    price: 890, season: "November – March",
    text: "Camel caravans by day and camps under clear skies by night, ending at an oasis village.",
  },
  {
    id: 3, title: "Coral Coast Sailing", region: "Great Barrier Reef · 5 days", guide: "Mia Parker", scene: "coast",
    price: 1720, season: "June – October",
    text: "Island hopping on a small catamaran with snorkelling stops at three outer reefs.",
  },
  {
    id: 4, title: "Northern Lights Camp", region: "Lapland · 3 days", guide: "Eero Niemi", scene: "aurora",
    price: 1180, season: "December – March",
    text: "Glass-roofed cabins above the Arctic Circle, husky rides and guided aurora watching.",
  },
  {
    id: 5, title: "Fjord Kayaking", region: "Western Norway · 5 days", guide: "Ingrid Dahl", scene: "mountains",
    price: 1340, season: "May – August",
    text: "Paddle calm fjords beneath waterfalls, camping on quiet beaches reachable only from the water.",
  },
  {
    id: 6, title: "Island Surf Week", region: "Bali · 7 days", guide: "Kadek Putra", scene: "coast",
    price: 760, season: "April – October",
    text: "Morning lessons on beginner breaks, afternoons free, and a final day on the famous reef waves.",
  },
];

function initials(name: string) {
  return name.split(" ").map((w) => w[0]).join("");
}

export default function CardOverviewSample() {
  const [elevated, setElevated] = useState(true);
  const [saved, setSaved] = useState<Set<number>>(new Set());
  const [openId, setOpenId] = useState<number | null>(null);

  const toggleSaved = (id: number) =>
    setSaved((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" }}>
      <div style={{ display: "flex", alignItems: "center", gap: 24, flexWrap: "wrap" }}>
        <IgrSwitch checked={elevated} onChange={(e) => setElevated(e.detail.checked)}>
          Elevated cards
        </IgrSwitch>
        <span>Saved trips: {saved.size}</span>
      </div>

      {/* auto-fill columns reflow the cards as the available width changes */}
      <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(300px, 1fr))", gap: 16 }}>
        {trips.map((trip) => (
          <IgrCard key={trip.id} elevated={elevated}>
            <IgrCardMedia>
              <Scene kind={trip.scene} />
            </IgrCardMedia>
            <IgrCardHeader>
              <IgrAvatar slot="thumbnail" initials={initials(trip.guide)} shape="circle" />
              <h3 slot="title">{trip.title}</h3>
              <h5 slot="subtitle">{trip.region}</h5>
            </IgrCardHeader>
            <IgrCardContent>
              <p style={{ margin: 0 }}>{trip.text}</p>
              <p style={{ margin: "8px 0 0", opacity: 0.75 }}>Guide: {trip.guide}</p>
              {openId === trip.id && (
                <p style={{ margin: "8px 0 0" }}>
                  From <strong>€{trip.price.toLocaleString("en-US")}</strong> per person · Best season: {trip.season}
                </p>
              )}
            </IgrCardContent>
            <IgrCardActions>
              <IgrButton slot="start" variant={saved.has(trip.id) ? "contained" : "outlined"} onClick={() => toggleSaved(trip.id)}>
                {saved.has(trip.id) ? "Saved" : "Save"}
              </IgrButton>
              <IgrButton slot="end" variant="flat" onClick={() => setOpenId(openId === trip.id ? null : trip.id)}>
                {openId === trip.id ? "Hide details" : "Details"}
              </IgrButton>
            </IgrCardActions>
          </IgrCard>
        ))}
      </div>
    </div>
  );
}
