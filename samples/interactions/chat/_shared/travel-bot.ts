// A local travel-desk "bot" for the chat samples: canned answers picked by keyword. No network involved.

const answers: { keywords: string[]; text: string }[] = [
  { keywords: ["flight", "fly", "plane"], text: "The next direct flight to Lisbon leaves Friday at 07:40 and lands at 10:15 local time." },
  { keywords: ["hotel", "room", "stay"], text: "I found three hotels near the old town from $95 a night. The Casa Azul has a rooftop terrace." },
  { keywords: ["weather", "rain", "sun"], text: "Lisbon expects 22 °C and sunshine for the whole weekend, with a light breeze in the evenings." },
  { keywords: ["bag", "luggage", "baggage"], text: "Your fare includes one 23 kg checked bag and one cabin bag up to 8 kg." },
  { keywords: ["cancel", "refund"], text: "You can cancel free of charge up to 48 hours before departure." },
  { keywords: ["hello", "hi", "hey"], text: "Hello! Ask me about flights, hotels, luggage or the weather at your destination." },
  { keywords: ["thank"], text: "You're welcome, have a great trip!" },
];

export function travelAnswer(message: string, attachmentNames: string[] = []): string {
  const words = message.toLowerCase().match(/[a-z]+/g) ?? [];
  const match = answers.find((a) => a.keywords.some((k) => words.some((w) => w.startsWith(k))));
  if (match) return match.text;
  if (attachmentNames.length > 0) return `Thanks, I received ${attachmentNames.join(", ")}. I'll add it to your booking.`;
  return "I can help with flights, hotels, luggage and the weather. What would you like to know?";
}

/** A small boarding-pass picture drawn as an SVG data URL, so the seeded attachment needs no download. */
export const boardingPassUrl =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120">
      <rect width="240" height="120" rx="10" fill="#0b5cad"/><rect x="170" width="70" height="120" rx="10" fill="#e8f1fb"/>
      <text x="16" y="34" font-family="sans-serif" font-size="14" fill="#fff">BOARDING PASS</text>
      <text x="16" y="76" font-family="sans-serif" font-size="30" font-weight="bold" fill="#fff">BOS → LIS</text>
      <text x="16" y="104" font-family="sans-serif" font-size="12" fill="#cfe2f7">Seat 14C · Gate B7 · 07:40</text>
      <path d="M182 30h46M182 46h46M182 62h46M182 78h46M182 94h46" stroke="#0b5cad" stroke-width="5"/>
    </svg>`,
  );
