import { useRef, useState, type CSSProperties, type FormEvent } from "react";
import { IgrButton, IgrCheckbox, IgrDialog, IgrInput, IgrSelect, IgrSelectItem } from "igniteui-react";
import { StatusLine } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box", overflow: "auto" };

interface Guest {
  name: string;
  email: string;
  room: string;
  breakfast: boolean;
}

// A reservation form inside a dialog: the Ignite UI inputs take part in the native form,
// so FormData reads their values, and required fields block the submit.
export default function DialogFormSample() {
  const dialog = useRef<IgrDialog>(null);
  const form = useRef<HTMLFormElement>(null);
  const [guests, setGuests] = useState<Guest[]>([{ name: "Ana Souza", email: "ana@example.com", room: "Double", breakfast: true }]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    setGuests((list) => [
      ...list,
      {
        name: String(data.get("name") ?? ""),
        email: String(data.get("email") ?? ""),
        room: String(data.get("room") ?? ""),
        breakfast: data.get("breakfast") !== null,
      },
    ]);
    e.currentTarget.reset();
    void dialog.current?.hide();
  };

  return (
    <div style={page}>
      <div>
        <IgrButton onClick={() => void dialog.current?.show()}>New reservation</IgrButton>
      </div>
      <StatusLine>{guests.length} reservation(s)</StatusLine>
      <table style={{ borderCollapse: "collapse", maxWidth: 640 }}>
        <thead>
          <tr style={{ textAlign: "left", borderBottom: "2px solid var(--ig-gray-300)" }}>
            <th style={{ padding: 6 }}>Guest</th>
            <th style={{ padding: 6 }}>Email</th>
            <th style={{ padding: 6 }}>Room</th>
            <th style={{ padding: 6 }}>Breakfast</th>
          </tr>
        </thead>
        <tbody>
          {guests.map((g, i) => (
            <tr key={i} style={{ borderBottom: "1px solid var(--ig-gray-200)" }}>
              <td style={{ padding: 6 }}>{g.name}</td>
              <td style={{ padding: 6 }}>{g.email}</td>
              <td style={{ padding: 6 }}>{g.room}</td>
              <td style={{ padding: 6 }}>{g.breakfast ? "yes" : "no"}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <IgrDialog ref={dialog} open title="New reservation" hideDefaultAction>
        <form ref={form} onSubmit={submit} style={{ display: "flex", flexDirection: "column", gap: 12, minWidth: 320 }}>
          <IgrInput name="name" label="Guest name" required />
          <IgrInput name="email" label="Email" type="email" required />
          <IgrSelect name="room" label="Room" value="Double">
            <IgrSelectItem value="Single">Single</IgrSelectItem>
            <IgrSelectItem value="Double">Double</IgrSelectItem>
            <IgrSelectItem value="Suite">Suite</IgrSelectItem>
          </IgrSelect>
          <IgrCheckbox name="breakfast" value="yes">
            Breakfast included
          </IgrCheckbox>
        </form>
        <div slot="footer" style={{ display: "flex", gap: 8 }}>
          <IgrButton variant="flat" onClick={() => void dialog.current?.hide()}>
            Cancel
          </IgrButton>
          {/* The button lives in the footer slot, outside the form: it asks the form to submit (and validate). */}
          <IgrButton onClick={() => form.current?.requestSubmit()}>
            Reserve
          </IgrButton>
        </div>
      </IgrDialog>
    </div>
  );
}
