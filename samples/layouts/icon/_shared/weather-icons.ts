import { registerIconFromText } from "igniteui-react";

export const collection = "weather";

// 24x24 weather icons drawn inline and registered once with the icon registry.
const icons: Record<string, string> = {
  sunny:
    '<svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="4.5" fill="currentColor"/><g stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"/></g></svg>',
  cloudy:
    '<svg viewBox="0 0 24 24"><path fill="currentColor" d="M7 19a5 5 0 0 1-.6-10A6 6 0 0 1 18 8.5 4.5 4.5 0 0 1 17.5 19z"/></svg>',
  rain:
    '<svg viewBox="0 0 24 24"><path fill="currentColor" d="M7 15a4.5 4.5 0 0 1-.5-9A5.5 5.5 0 0 1 17 6a4.5 4.5 0 0 1 .5 9z"/><path stroke="currentColor" stroke-width="2" stroke-linecap="round" d="M8 18l-1 3M12.5 18l-1 3M17 18l-1 3"/></svg>',
  snow:
    '<svg viewBox="0 0 24 24"><g stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M12 2v20M3.3 7l17.4 10M3.3 17 20.7 7"/><path d="M9.5 3.5 12 6l2.5-2.5M9.5 20.5 12 18l2.5 2.5"/></g></svg>',
  storm:
    '<svg viewBox="0 0 24 24"><path fill="currentColor" d="M7 14a4.5 4.5 0 0 1-.5-9A5.5 5.5 0 0 1 17 5a4.5 4.5 0 0 1 .5 9z"/><path fill="currentColor" d="M12.5 13 9 19h3l-1.5 4 5-7h-3l1.5-3z"/></svg>',
  wind:
    '<svg viewBox="0 0 24 24"><path fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" d="M3 9h11a3 3 0 1 0-3-3M3 14h15a3 3 0 1 1-3 3M3 19h7"/></svg>',
};

for (const [name, svg] of Object.entries(icons)) {
  registerIconFromText(name, svg, collection);
}

export const iconNames = Object.keys(icons);
