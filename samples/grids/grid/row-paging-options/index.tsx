import { useRef, useState } from "react";
import { IgrButton, IgrInput } from "igniteui-react";
import { IgrColumn, IgrGrid, IgrPaginator } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products } from "../_shared/products";

type SizeSet = "small" | "medium" | "large";
const sizeSets: Record<SizeSet, number[]> = {
  small: [5, 10, 15],
  medium: [10, 25, 50],
  large: [50, 100, 200],
};
const sizeSetOptions: { value: SizeSet; text: string }[] = [
  { value: "small", text: "5, 10, 15" },
  { value: "medium", text: "10, 25, 50" },
  { value: "large", text: "50, 100, 200" },
];
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function RowPagingOptionsSample() {
  const paginatorRef = useRef<IgrPaginator>(null);
  const [paging, setPaging] = useState(true);
  const [sizes, setSizes] = useState<SizeSet>("medium");
  const [perPage, setPerPage] = useState(10);
  const [page, setPage] = useState(0);
  const [goTo, setGoTo] = useState("1");
  const pages = Math.ceil(products.length / perPage);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl
          label="Paging"
          checked={paging}
          onChange={(on) => {
            setPaging(on);
            setPage(0);
          }}
        />
        <SelectControl<SizeSet>
          label="Page sizes offered"
          value={sizes}
          options={sizeSetOptions}
          onChange={(value) => {
            setSizes(value);
            setPerPage(sizeSets[value][0] ?? 10);
          }}
          width={170}
        />
        <IgrInput type="number" label="Page" value={goTo} min={1} max={pages} onInput={(e) => setGoTo(e.detail)} style={{ width: 90 }} />
        <IgrButton variant="outlined" disabled={!paging} onClick={() => paginatorRef.current?.paginate(Math.min(pages, Math.max(1, Number(goTo))) - 1)}>
          Go to page
        </IgrButton>
      </ControlBar>
      <Hint>
        {paging ? `Page ${page + 1} of ${pages}, ${perPage} rows per page.` : "Paging is off: the grid scrolls through all rows."} The paginator's
        page, size list and paginate() are all reachable from code.
      </Hint>
      <div style={gridArea}>
        <IgrGrid data={products} primaryKey="id" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="name" header="Product" minWidth="200px" sortable />
          <IgrColumn field="category" header="Category" sortable />
          <IgrColumn field="supplier" header="Supplier" minWidth="170px" sortable />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} sortable />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" sortable />
          {paging && (
            <IgrPaginator
              ref={paginatorRef}
              perPage={perPage}
              selectOptions={sizeSets[sizes]}
              onPerPageChange={(e) => setPerPage(e.detail)}
              onPageChange={(e) => setPage(e.detail)}
            />
          )}
        </IgrGrid>
      </div>
    </div>
  );
}
