export interface Page {
  key: string;
  label: string;
  icon: string;
  text: string;
}

// The pages of a small mail app; icon names come from the material-icons font.
export const pages: Page[] = [
  { key: "inbox", label: "Inbox", icon: "inbox", text: "You have 4 unread messages." },
  { key: "starred", label: "Starred", icon: "star", text: "2 starred conversations." },
  { key: "sent", label: "Sent", icon: "send", text: "Last message sent 10 minutes ago." },
  { key: "drafts", label: "Drafts", icon: "drafts", text: "1 draft: “Re: Quarterly numbers”." },
  { key: "spam", label: "Spam", icon: "report", text: "Spam is emptied every 30 days." },
  { key: "trash", label: "Trash", icon: "delete", text: "The trash is empty." },
];
