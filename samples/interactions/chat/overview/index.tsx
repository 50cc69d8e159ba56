import { useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { IgrButton, IgrChat, IgrSlider, IgrSwitch, type IgrChatMessage, type IgrChatOptions } from "igniteui-react";
import { botAnswer } from "./bot";

const user = "customer";
const bot = "assistant";

// A fresh array on every mount: the chat appends sent messages to the array it was given.
function seedMessages(): IgrChatMessage[] {
  return [
    { id: "seed-1", sender: bot, text: "Hi! I'm the store assistant. How can I help you today?" },
    { id: "seed-2", sender: user, text: "Do you deliver on weekends?" },
    {
      id: "seed-3",
      sender: bot,
      text: "Yes, parcels go out on Saturdays too. Standard delivery takes 2 to 4 working days.",
    },
  ];
}

const suggestions = ["What are your opening hours?", "How do returns work?", "Which payment methods do you accept?"];

const row: CSSProperties = { display: "flex", alignItems: "center", gap: 16, flexWrap: "wrap" };

export default function ChatOverviewSample() {
  const [messages, setMessages] = useState<IgrChatMessage[]>(seedMessages);
  const [pending, setPending] = useState(0);
  const [delay, setDelay] = useState(1500);
  const [showSuggestions, setShowSuggestions] = useState(true);
  const timers = useRef(new Set<number>());
  const nextId = useRef(1);

  // Stop every pending reply when the sample goes away.
  useEffect(() => {
    const pendingTimers = timers.current;
    return () => {
      pendingTimers.forEach((t) => window.clearTimeout(t));
      pendingTimers.clear();
    };
  }, []);

  const options = useMemo<IgrChatOptions>(
    () => ({
      currentUserId: user,
      headerText: "Store assistant",
      inputPlaceholder: "Ask about hours, delivery, returns...",
      isTyping: pending > 0,
      suggestions: showSuggestions ? suggestions : [],
    }),
    [pending, showSuggestions],
  );

  const onMessageCreated = (e: CustomEvent<IgrChatMessage>) => {
    const sent = e.detail;
    // The chat adds the user's message itself; the sample only adds the bot's reply later.
    setPending((n) => n + 1);
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      const reply: IgrChatMessage = {
        id: `reply-${nextId.current++}`,
        sender: bot,
        text: botAnswer(sent.text, sent.attachments?.length ?? 0),
        timestamp: Date.now().toString(),
      };
      setMessages((list) => [...list, reply]);
      setPending((n) => n - 1);
    }, delay);
    timers.current.add(timer);
  };

  const clear = () => {
    timers.current.forEach((t) => window.clearTimeout(t));
    timers.current.clear();
    setPending(0);
    setMessages([]);
  };

  return (
    <div style={{ display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box" }}>
      <div style={{ ...row, gap: 24 }}>
        <div style={{ ...row, minWidth: 320 }}>
          <span style={{ fontWeight: 600 }}>Reply delay</span>
          <IgrSlider
            aria-label="Reply delay"
            min={250}
            max={4000}
            step={250}
            value={delay}
            style={{ flex: 1, minWidth: 160 }}
            onInput={(e) => setDelay(e.detail)}
          />
          <span style={{ minWidth: 48 }}>{(delay / 1000).toFixed(2)} s</span>
        </div>
        <IgrSwitch checked={showSuggestions} onChange={(e) => setShowSuggestions(e.detail.checked)}>
          Quick replies
        </IgrSwitch>
        <IgrButton variant="outlined" onClick={clear}>
          Clear conversation
        </IgrButton>
      </div>

      <IgrChat
        messages={messages}
        options={options}
        onMessageCreated={onMessageCreated}
        style={{ flex: 1, minHeight: 320, border: "1px solid var(--ig-gray-300)", borderRadius: 8 }}
      >
        <div slot="empty-state" style={{ padding: 24, textAlign: "center", color: "var(--ig-gray-700)" }}>
          No messages yet. Say hello or pick a quick reply below.
        </div>
      </IgrChat>
    </div>
  );
}
