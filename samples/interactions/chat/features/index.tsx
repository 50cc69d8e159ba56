import { useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import {
  IgrAvatar,
  IgrButton,
  IgrChat,
  type ChatMessageRenderContext,
  type ChatSuggestionsPosition,
  type IgrChatMessage,
  type IgrChatOptions,
} from "igniteui-react";
import { ControlBar, SelectControl, SwitchControl } from "../../../_shared/controls";
import { boardingPassUrl, travelAnswer } from "../_shared/travel-bot";

const user = "traveller";
const bot = "travel-desk";
const names: Record<string, string> = { [user]: "You", [bot]: "Travel desk" };

function seedMessages(): IgrChatMessage[] {
  return [
    { id: "m1", sender: bot, text: "Hi! I'm your travel desk. Your trip to Lisbon is booked.", timestamp: "2026-05-04T09:00:00" },
    {
      id: "m2",
      sender: bot,
      text: "Here is your boarding pass. Click it to open it.",
      timestamp: "2026-05-04T09:00:10",
      attachments: [{ id: "a1", name: "boarding-pass.svg", url: boardingPassUrl, type: "image/svg+xml" }],
    },
    { id: "m3", sender: user, text: "Great, thanks! How much luggage can I take?", timestamp: "2026-05-04T09:01:30" },
    { id: "m4", sender: bot, text: travelAnswer("luggage"), timestamp: "2026-05-04T09:01:34" },
  ];
}

const clock = new Intl.DateTimeFormat("en-US", { hour: "2-digit", minute: "2-digit" });
const logTime = new Intl.DateTimeFormat("en-US", { timeStyle: "medium" });

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" };

export default function ChatFeaturesSample() {
  const [messages, setMessages] = useState<IgrChatMessage[]>(seedMessages);
  const [attachments, setAttachments] = useState(true);
  const [position, setPosition] = useState<ChatSuggestionsPosition>("below-messages");
  const [customHeader, setCustomHeader] = useState(true);
  const [typing, setTyping] = useState(false);
  const [log, setLog] = useState<string[]>([]);
  const timers = useRef(new Set<number>());
  const nextId = useRef(1);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => window.clearTimeout(t));
  }, []);

  const add = (line: string) => setLog((l) => [`${logTime.format(new Date())}  ${line}`, ...l].slice(0, 40));

  const options = useMemo<IgrChatOptions>(
    () => ({
      currentUserId: user,
      headerText: "Travel desk",
      inputPlaceholder: "Ask about flights, hotels, luggage...",
      disableInputAttachments: !attachments,
      acceptedFiles: "image/*,.pdf",
      suggestions: ["Which hotels are nearby?", "What's the weather like?", "Can I cancel?"],
      suggestionsPosition: position,
      isTyping: typing,
      renderers: customHeader
        ? {
            // A message header with the sender's name and the time it was sent, dimmed only as far as
            // 4.5:1 allows on the bubble's grey in both variants.
            messageHeader: ({ message }: ChatMessageRenderContext) => (
              <div style={{ fontSize: 12, opacity: 0.9, marginBottom: 2 }}>
                {names[message.sender] ?? message.sender}
                {message.timestamp ? ` · ${clock.format(new Date(message.timestamp))}` : ""}
              </div>
            ),
          }
        : {},
    }),
    [attachments, position, customHeader, typing],
  );

  const reply = (sent: IgrChatMessage) => {
    setTyping(true);
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      const names = sent.attachments?.map((a) => a.name) ?? [];
      setMessages((list) => [
        ...list,
        { id: `r${nextId.current++}`, sender: bot, text: travelAnswer(sent.text, names), timestamp: new Date().toISOString() },
      ]);
      setTyping(false);
    }, 1200);
    timers.current.add(timer);
  };

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Attachments" checked={attachments} onChange={setAttachments} />
        <SwitchControl label="Custom message header" checked={customHeader} onChange={setCustomHeader} />
        <SelectControl
          label="Quick replies"
          value={position}
          width={230}
          options={[
            { value: "below-messages", text: "Below the messages" },
            { value: "below-input", text: "Below the input" },
          ]}
          onChange={setPosition}
        />
      </ControlBar>

      <div style={{ flex: 1, minHeight: 320, display: "flex", gap: 12 }}>
        <IgrChat
          messages={messages}
          options={options}
          style={{ flex: 2, minWidth: 320, border: "1px solid var(--ig-gray-300)", borderRadius: 8 }}
          onMessageCreated={(e) => {
            add(`messageCreated: "${e.detail.text}"${e.detail.attachments?.length ? ` + ${e.detail.attachments.length} file(s)` : ""}`);
            reply(e.detail);
          }}
          onMessageReact={(e) => add(`messageReact: ${e.detail.reaction} on "${e.detail.message.text.slice(0, 30)}…"`)}
          onAttachmentClick={(e) => add(`attachmentClick: ${e.detail.name}`)}
          onAttachmentAdded={(e) => add(`attachmentAdded: ${e.detail.map((a) => a.name).join(", ")}`)}
          onAttachmentRemoved={(e) => add(`attachmentRemoved: ${e.detail.name}`)}
          onTypingChange={(e) => add(`typingChange: ${e.detail ? "started" : "stopped"}`)}
          onInputFocus={() => add("inputFocus")}
          onInputBlur={() => add("inputBlur")}
        >
          <IgrAvatar slot="prefix" initials="TD" shape="circle" style={{ marginInlineEnd: 8 }} />
          <IgrButton slot="actions" variant="flat" onClick={() => setMessages(seedMessages())}>
            Restart
          </IgrButton>
        </IgrChat>
        <div style={{ flex: 1, minWidth: 220, display: "flex", flexDirection: "column", border: "1px solid var(--ig-gray-300)", borderRadius: 8 }}>
          <div style={{ padding: "8px 12px", fontWeight: 600, borderBottom: "1px solid var(--ig-gray-300)" }}>Events</div>
          <div aria-live="polite" style={{ flex: 1, overflow: "auto", padding: "8px 12px", fontFamily: "monospace", fontSize: 12, lineHeight: 1.6 }}>
            {log.length === 0 ? <span style={{ opacity: 0.75 }}>Type, send, attach or react to a message.</span> : log.map((l, i) => <div key={i}>{l}</div>)}
          </div>
        </div>
      </div>
    </div>
  );
}
