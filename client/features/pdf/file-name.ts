const UNSAFE = /[\\/:*?"<>|]+/g;

/** "Title 2026-03-14.pdf": the title without characters file systems refuse, and the local day. */
export function reportFileName(title: string, date: Date): string {
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  const safe = title.replace(UNSAFE, '-').replace(/\s+/g, ' ').trim().slice(0, 120);
  return safe ? `${safe} ${day}.pdf` : `${day}.pdf`;
}
