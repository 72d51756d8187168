/** Line icons of the navigation and the assistant (24×24, stroke), drawn for Sorgfalt. */
const PATHS = {
  dashboard: 'M3 3h8v10H3zM13 3h8v6h-8zM13 11h8v10h-8zM3 15h8v6H3z',
  location: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  contacts: 'M4 4h16v16H4zM12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM7 18c.8-2.6 2.7-4 5-4s4.2 1.4 5 4',
  tool: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4z',
  storage: 'M3 7l9-4 9 4v13H3zM7 20v-8h10v8M7 16h10',
  file: 'M6 2h8l5 5v15H6zM14 2v5h5M9 13h7M9 17h7',
  people:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c.9-4 3.6-6 7-6s6.1 2 7 6M17 11a3 3 0 1 0 0-6M19 15c1.7.7 2.7 2.7 3 6',
  key: 'M15 9a4 4 0 1 1-8 0 4 4 0 0 1 8 0zM13.5 12l7.5 7.5M17.5 15.5l2-2M19.5 17.5l1.5-1.5',
  flask: 'M9 3h6M10 3v6L4.5 19a1.5 1.5 0 0 0 1.3 2h12.4a1.5 1.5 0 0 0 1.3-2L14 9V3M7 15h10',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  book: 'M4 4h6a3 3 0 0 1 2 1 3 3 0 0 1 2-1h6v15h-6a2 2 0 0 0-2 2 2 2 0 0 0-2-2H4zM12 5v16',
  scale: 'M12 3v18M5 21h14M4 7h16M7 7l-3 7a3 3 0 0 0 6 0zM17 7l-3 7a3 3 0 0 0 6 0z',
  wrench: 'M14 7a4 4 0 0 1 5.5-3.7L17 5.8l1.2 1.2 2.5-2.5A4 4 0 0 1 15.4 10L7 18.4 5.6 17 14 8.6z',
  stamp: 'M9 3h6v5l3 4H6l3-4zM5 12h14v4H5zM4 20h16',
  truck: 'M2 6h12v10H2zM14 9h4l3 4v3h-7zM6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  school: 'M2 9l10-5 10 5-10 5zM6 11v5c2 2 10 2 12 0v-5M22 9v6',
  clipboard: 'M8 4h8v3H8zM6 5H5v16h14V5h-1M8.5 13l2.5 2.5 4.5-5',
  badge: 'M12 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM8.5 13L7 21l5-3 5 3-1.5-8',
  check: 'M4 4h16v16H4zM8 12l3 3 5-6',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1',
  chevron: 'M9 6l6 6-6 6',
  menu: 'M3 6h18M3 12h18M3 18h18',
  chat: 'M4 4h16v12H9l-5 4zM8 9h8M8 12h5',
  close: 'M6 6l12 12M18 6L6 18',
  send: 'M4 12l16-8-6 16-3-7zM11 13l9-9',
  calendar: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4M8 14h3M8 17h3',
  alert: 'M12 3l10 18H2zM12 10v5M12 18v.5',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ?? 'icon'}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
