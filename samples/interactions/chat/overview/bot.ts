// A tiny local "bot": picks a canned answer from keywords in the user's message. No network involved.

const answers: { keywords: string[]; text: string }[] = [
  {
    keywords: ["hour", "open", "close"],
    text: "Our store is open Monday to Saturday, 9:00 to 19:00. On Sundays we open from 10:00 to 16:00.",
  },
  {
    keywords: ["deliver", "ship", "track", "parcel"],
    text: "Standard delivery takes 2 to 4 working days and is free for orders over $50. You get a tracking link by email as soon as the parcel leaves the warehouse.",
  },
  {
    keywords: ["return", "refund", "exchange"],
    text: "You can return any item within 30 days. Start the return from your order page and we refund you within 5 days of receiving the parcel.",
  },
  {
    keywords: ["pay", "card", "invoice"],
    text: "We accept credit and debit cards, bank transfer and invoices for business customers.",
  },
  // Greetings last, so that "hi, when do you open?" gets the opening hours.
  {
    keywords: ["hello", "hi", "hey"],
    text: "Hello! I can help with opening hours, delivery, returns and payment. What would you like to know?",
  },
  {
    keywords: ["thank", "great"],
    text: "You're welcome! Is there anything else I can help you with?",
  },
];

export function botAnswer(message: string, attachmentCount: number): string {
  const words = message.toLowerCase().match(/[a-z]+/g) ?? [];
  // A keyword matches the start of a word: "deliver" matches "delivery".
  const match = answers.find((a) => a.keywords.some((k) => words.some((w) => w.startsWith(k))));
  if (match) {
    return match.text;
  }
  if (attachmentCount > 0) {
    return `Thanks, I received ${attachmentCount} file(s). A colleague will take a look.`;
  }
  return `I'm not sure about "${message.trim()}". Try asking about opening hours, delivery, returns or payment.`;
}
