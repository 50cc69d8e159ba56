import { useRef, useState, type CSSProperties } from "react";
import { IgrButton, IgrList, IgrListItem, IgrSnackbar } from "igniteui-react";

const page: CSSProperties = { position: "relative", display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box", overflow: "hidden" };

const initial = ["Call the dentist", "Buy a birthday present for Sam", "Renew the car insurance", "Water the plants", "Book train tickets"];

// Archive a task, then undo it from the snackbar's action button.
export default function SnackbarOverviewSample() {
  const snackbar = useRef<IgrSnackbar>(null);
  const [tasks, setTasks] = useState(initial);
  const [last, setLast] = useState<{ task: string; index: number } | null>(null);

  const archive = async (task: string) => {
    const index = tasks.indexOf(task);
    setTasks((list) => list.filter((t) => t !== task));
    setLast({ task, index });
    await snackbar.current?.hide();
    await snackbar.current?.show();
  };

  const undo = () => {
    if (last) {
      setTasks((list) => [...list.slice(0, last.index), last.task, ...list.slice(last.index)]);
      setLast(null);
    }
    void snackbar.current?.hide();
  };

  return (
    <div style={page}>
      <IgrList style={{ maxWidth: 520, border: "1px solid var(--ig-gray-300)", borderRadius: 8 }}>
        {tasks.map((t) => (
          <IgrListItem key={t}>
            <span slot="title">{t}</span>
            <IgrButton slot="end" variant="flat" onClick={() => void archive(t)}>
              Archive
            </IgrButton>
          </IgrListItem>
        ))}
      </IgrList>
      {tasks.length < initial.length && (
        <div>
          <IgrButton variant="outlined" onClick={() => setTasks(initial)}>
            Restore all
          </IgrButton>
        </div>
      )}
      <IgrSnackbar ref={snackbar} actionText="Undo" positioning="container" displayTime={5000} onAction={undo}>
        {last ? `“${last.task}” archived.` : "Task restored."}
      </IgrSnackbar>
    </div>
  );
}
