import { useRef, useState } from "react";
import { IgrButton, IgrInput } from "igniteui-react";
import { IgrColumn, IgrPaginator, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";

type PerPage = "5" | "10" | "20";
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

// The component applies every new array or object it is given: one per module, not one per render.
const selectOptions = [5, 10, 20];

export default function TreeGridRowPagingOptionsSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const paginatorRef = useRef<IgrPaginator>(null);
  const [perPage, setPerPage] = useState<PerPage>("10");
  const [expanded, setExpanded] = useState(false);
  const [page, setPage] = useState(0);
  const [goTo, setGoTo] = useState("3");
  const pages = paginatorRef.current?.totalPages ?? 1;

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Rows per page" value={perPage} options={["5", "10", "20"]} onChange={setPerPage} width={150} />
        <SwitchControl
          label="Show the line items"
          checked={expanded}
          onChange={(v) => {
            setExpanded(v);
            if (v) gridRef.current?.expandAll();
            else gridRef.current?.collapseAll();
          }}
        />
        <IgrInput label="Page" type="number" value={goTo} onInput={(e) => setGoTo(e.detail)} style={{ width: 90 }} />
        <IgrButton variant="outlined" onClick={() => paginatorRef.current?.paginate(Math.max(1, Number(goTo)) - 1)}>
          Go to page
        </IgrButton>
        <span>
          Page <b>{page + 1}</b> of {pages}
        </span>
      </ControlBar>
      <Hint>
        Rows per page, the page and paginate() are all reachable from code. Expanding the orders adds their line items to the pages, so the page
        count grows; collapsing them brings it back.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          data={orders}
          childDataKey="items"
          primaryKey="id"
          autoGenerate={false}
          expansionDepth={0}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Customer / product" minWidth="220px" />
          <IgrColumn field="category" header="Category" />
          <IgrColumn field="quantity" header="Qty" dataType="number" />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" />
          <IgrPaginator
            ref={paginatorRef}
            perPage={Number(perPage)}
            selectOptions={selectOptions}
            onPageChange={(e) => setPage(e.detail)}
            onPerPageChange={(e) => setPerPage(String(e.detail) as PerPage)}
          />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
