import { useRef, useState } from "react";
import { IgrButton, IgrDropdown, IgrDropdownItem } from "igniteui-react";
import { Icon, Page, Row, Section } from "../../_shared/page";

interface Task {
  id: string;
  title: string;
  status: string;
}

const statuses = ["To do", "In progress", "Blocked", "Done"];

export default function DropdownTargetSample() {
  const dropdown = useRef<IgrDropdown>(null);
  const [tasks, setTasks] = useState<Task[]>([
    { id: "t1", title: "Write release notes", status: "In progress" },
    { id: "t2", title: "Update the screenshots", status: "To do" },
    { id: "t3", title: "Fix the login redirect", status: "Blocked" },
  ]);
  const [current, setCurrent] = useState<string>();

  // One dropdown serves every row: show(target) anchors it to the button that was clicked.
  const openFor = (id: string, target: HTMLElement) => {
    setCurrent(id);
    void dropdown.current?.show(target);
  };

  return (
    <Page>
      <Section title="Task board: one shared dropdown, many targets">
        {tasks.map((t) => (
          <Row key={t.id} style={{ justifyContent: "space-between", maxWidth: 520 }}>
            <span>{t.title}</span>
            <IgrButton variant="outlined" onClick={(e) => openFor(t.id, e.currentTarget as HTMLElement)}>
              {t.status}
              <Icon slot="suffix" name="arrow_drop_down" />
            </IgrButton>
          </Row>
        ))}
      </Section>
      <IgrDropdown
        ref={dropdown}
        placement="bottom-end"
        onChange={(e) => setTasks((all) => all.map((t) => (t.id === current ? { ...t, status: e.detail.value } : t)))}
      >
        {statuses.map((s) => (
          <IgrDropdownItem key={s} value={s}>
            {s}
          </IgrDropdownItem>
        ))}
      </IgrDropdown>
      <Section title="Target in the slot">
        <IgrDropdown>
          <IgrButton slot="target" variant="flat">
            <Icon slot="prefix" name="help_outline" />
            Help
          </IgrButton>
          <IgrDropdownItem value="docs">Documentation</IgrDropdownItem>
          <IgrDropdownItem value="shortcuts">Keyboard shortcuts</IgrDropdownItem>
        </IgrDropdown>
      </Section>
    </Page>
  );
}
