import { useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrGridLite, IgrGridLiteColumn } from "igniteui-react/grid-lite";
import { seededRandom } from "../../../_shared/random";
import { ChoiceControl, ControlBar, Hint, gridArea, gridPage } from "../../_shared/controls";
import { gridLiteStyle, makeProducts, type Product } from "../_shared/products";

interface Trail {
  trail: string;
  park: string;
  lengthKm: number;
  elevationM: number;
  difficulty: string;
  loop: boolean;
}

const trails: Trail[] = (() => {
  const r = seededRandom(8);
  const parks = ["Yosemite", "Zion", "Banff", "Dolomites", "Torres del Paine", "Fiordland"];
  const names = ["Ridge", "Lakeshore", "Canyon", "Summit", "Forest", "Glacier", "Meadow", "Falls"];
  return Array.from({ length: 40 }, (_, i) => ({
    trail: `${names[i % names.length]} Trail ${Math.floor(i / names.length) + 1}`,
    park: parks[Math.floor(r() * parks.length)]!,
    lengthKm: Math.round((2 + r() * 28) * 10) / 10,
    elevationM: Math.round(r() * 1600),
    difficulty: ["Easy", "Moderate", "Hard"][Math.floor(r() * 3)]!,
    loop: r() > 0.5,
  }));
})();

type Source = "products" | "trails";

export default function GridLiteDataBindingSample() {
  const [source, setSource] = useState<Source>("products");
  const [items, setItems] = useState<Product[]>(() => makeProducts(25, 3));

  // A new array is a new data source: the grid re-renders from it.
  const add = () => setItems((list) => [...list, { ...makeProducts(1, list.length + 50)[0]!, id: 100 + list.length }]);
  const removeLast = () => setItems((list) => list.slice(0, -1));
  const discount = () => setItems((list) => list.map((p) => ({ ...p, price: Math.round(p.price * 90) / 100 })));

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Data source"
          value={source}
          options={[
            { value: "products", text: "Products" },
            { value: "trails", text: "Trails (auto-generated columns)" },
          ]}
          onChange={setSource}
        />
        {source === "products" && (
          <>
            <IgrButton onClick={add}>Add row</IgrButton>
            <IgrButton variant="outlined" onClick={removeLast} disabled={items.length === 0}>
              Remove last
            </IgrButton>
            <IgrButton variant="outlined" onClick={discount}>
              10% off all
            </IgrButton>
          </>
        )}
      </ControlBar>
      <Hint>
        {source === "products"
          ? `Bound to an array of ${items.length} products held in React state; every change replaces the array.`
          : "Bound to trails with autoGenerate: the columns come from the first record’s properties."}
      </Hint>
      <div style={gridArea}>
        {source === "products" ? (
          <IgrGridLite key="products" data={items} style={gridLiteStyle}>
            <IgrGridLiteColumn field="id" header="ID" dataType="number" width="90px" />
            <IgrGridLiteColumn field="name" header="Product" />
            <IgrGridLiteColumn field="category" header="Category" />
            <IgrGridLiteColumn field="price" header="Price" dataType="number" />
            <IgrGridLiteColumn field="stock" header="Stock" dataType="number" />
          </IgrGridLite>
        ) : (
          <IgrGridLite key="trails" data={trails} autoGenerate style={gridLiteStyle} />
        )}
      </div>
    </div>
  );
}
