import { useState } from "react";
import { IgrSparkline, IgrSparklineModule } from "igniteui-react-charts";
import { chartPage, ControlBar, SelectControl } from "../../_shared/controls";
import { seasonResults } from "../_shared/data";
import { seededRandom } from "../../../_shared/random";

IgrSparklineModule.register();

// A season of results (1 win, 0 draw, -1 loss) for four clubs; the first is hand-written, the rest seeded.
function results(seed: number, winRate: number) {
  const random = seededRandom(seed);
  return seasonResults.map((m) => {
    const r = random();
    return { label: m.label, value: r < winRate ? 1 : r < winRate + 0.2 ? 0 : -1 };
  });
}
const clubs = [
  { name: "Riverside FC", matches: seasonResults },
  { name: "Northgate United", matches: results(5, 0.45) },
  { name: "Harbour Athletic", matches: results(9, 0.3) },
  { name: "Millbrook Rovers", matches: results(14, 0.2) },
];

const schemes = {
  classic: { win: "#2f855a", loss: "#c53030", text: "Green and red" },
  mono: { win: "#2d3748", loss: "#a0aec0", text: "Dark and grey" },
  blue: { win: "#2b6cb0", loss: "#dd6b20", text: "Blue and orange" },
};
type Scheme = keyof typeof schemes;
const schemeOptions = (Object.keys(schemes) as Scheme[]).map((value) => ({ value, text: schemes[value].text }));

const count = (list: { value: number }[], v: number) => list.filter((m) => m.value === v).length;

export default function SparklineDisplayWinLossSample() {
  const [scheme, setScheme] = useState<Scheme>("classic");
  const colors = schemes[scheme];

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Colours" value={scheme} options={schemeOptions} onChange={setScheme} />
      </ControlBar>
      <div style={{ fontSize: 13, opacity: 0.8 }}>
        Win/loss sparklines: every win is a bar up, every loss a bar down, whatever the score; a draw (0) is left empty.
      </div>
      <table style={{ borderCollapse: "collapse", width: "100%" }}>
        <thead>
          <tr style={{ textAlign: "left", fontSize: 13, opacity: 0.8 }}>
            <th style={{ padding: 6 }}>Club</th>
            <th style={{ padding: 6 }}>Season, match by match</th>
            <th style={{ padding: 6 }}>W-D-L</th>
          </tr>
        </thead>
        <tbody>
          {clubs.map((club) => (
            <tr key={club.name} style={{ borderTop: "1px solid var(--ig-gray-300)" }}>
              <td style={{ padding: 6, fontWeight: 600, width: 170 }}>{club.name}</td>
              <td style={{ padding: 6 }}>
                <div style={{ height: 56 }}>
                  <IgrSparkline
                    dataSource={club.matches}
                    valueMemberPath="value"
                    labelMemberPath="label"
                    displayType="WinLoss"
                    brush={colors.win}
                    negativeBrush={colors.loss}
                    width="100%"
                    height="100%"
                  />
                </div>
              </td>
              <td style={{ padding: 6, width: 90 }}>
                {count(club.matches, 1)}-{count(club.matches, 0)}-{count(club.matches, -1)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
