import { useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { IgrChat, type IgrChatMessage, type IgrChatOptions } from "igniteui-react";
import { ControlBar, ToggleGroup } from "../../../_shared/controls";
import { travelAnswer } from "../_shared/travel-bot";
import "./styling.css";

const user = "guest";
const bot = "concierge";

function seedMessages(): IgrChatMessage[] {
  return [
    { id: "s1", sender: bot, text: "Good evening! I'm the hotel concierge. How can I help?" },
    { id: "s2", sender: user, text: "Hi! What's the weather tomorrow?" },
    { id: "s3", sender: bot, text: travelAnswer("weather") },
  ];
}

type Palette = "terracotta" | "night";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box" };

export default function ChatStylingSample() {
  const [messages, setMessages] = useState<IgrChatMessage[]>(seedMessages);
  const [palette, setPalette] = useState<Palette>("terracotta");
  const [typing, setTyping] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const nextId = useRef(1);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const options = useMemo<IgrChatOptions>(
    () => ({
      currentUserId: user,
      headerText: "Hotel concierge",
      inputPlaceholder: "Write to the concierge...",
      suggestions: ["Book a table", "Late checkout?"],
      isTyping: typing,
    }),
    [typing],
  );

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup
          label="Palette"
          value={palette}
          options={[
            { value: "terracotta", text: "Terracotta" },
            { value: "night", text: "Night" },
          ]}
          onChange={setPalette}
        />
      </ControlBar>
      <IgrChat
        className={palette === "night" ? "styling-chat styling-dark" : "styling-chat"}
        messages={messages}
        options={options}
        style={{ flex: 1, minHeight: 320, maxWidth: 720 }}
        onMessageCreated={(e) => {
          const text = e.detail.text;
          setTyping(true);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => {
            setMessages((list) => [...list, { id: `r${nextId.current++}`, sender: bot, text: travelAnswer(text) }]);
            setTyping(false);
          }, 1000);
        }}
      />
    </div>
  );
}
