import "./pages.css";

export function SelectSamplePage() {
  return (
    <div className="page" data-page="select-sample">
      <h1>Please select a sample</h1>
    </div>
  );
}
