import { useState } from "react";
import { IgrButton, IgrInput, IgrList, IgrListHeader, IgrListItem } from "igniteui-react";
import { ControlBar, Hint, gridPage } from "../../_shared/controls";

interface Task {
  id: number;
  text: string;
  added: string;
}

const start: Task[] = [
  { id: 1, text: "Review the release notes", added: "09:05" },
  { id: 2, text: "Book the team retrospective", added: "09:40" },
  { id: 3, text: "Update the onboarding guide", added: "10:15" },
];

export default function AddListItemsSample() {
  const [tasks, setTasks] = useState(start);
  const [text, setText] = useState("");
  const [nextId, setNextId] = useState(start.length + 1);

  const add = () => {
    const value = text.trim();
    if (!value) return;
    const time = new Date().toTimeString().slice(0, 5);
    setTasks((list) => [...list, { id: nextId, text: value, added: time }]);
    setNextId((n) => n + 1);
    setText("");
  };

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrInput
          label="New task"
          value={text}
          placeholder="Type and press Enter"
          style={{ width: 320 }}
          onInput={(e) => setText(e.detail)}
          onKeyDown={(e) => {
            if (e.key === "Enter") add();
          }}
        />
        <IgrButton onClick={add} disabled={!text.trim()}>
          Add item
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => setTasks([])} disabled={tasks.length === 0}>
          Clear all
        </IgrButton>
      </ControlBar>
      <Hint>Items are added at the end of the list; remove one with its delete button.</Hint>
      <IgrList style={{ flex: 1, minHeight: 300, overflow: "auto", border: "1px solid var(--ig-gray-300, #ddd)", borderRadius: 4 }}>
        <IgrListHeader>Tasks ({tasks.length})</IgrListHeader>
        {tasks.length === 0 && (
          <IgrListItem>
            <span slot="title">The list is empty. Add a task above.</span>
          </IgrListItem>
        )}
        {tasks.map((t) => (
          <IgrListItem key={t.id}>
            <span slot="start" className="material-icons">
              task_alt
            </span>
            <span slot="title">{t.text}</span>
            <span slot="subtitle">Task #{t.id}, added at {t.added}</span>
            <IgrButton slot="end" variant="flat" aria-label={`Delete ${t.text}`} onClick={() => setTasks((list) => list.filter((x) => x.id !== t.id))}>
              <span className="material-icons">delete</span>
            </IgrButton>
          </IgrListItem>
        ))}
      </IgrList>
    </div>
  );
}
