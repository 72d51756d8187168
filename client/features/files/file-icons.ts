/** Paths of the file screens' small icons (24×24, stroked like the list's). */
export const FILE_ICONS = {
  upload: 'M12 20V9M7 14l5-5 5 5M5 4h14',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  preview: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  remove: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
  retry: 'M4 12a8 8 0 0 1 14-5.3M20 4v5h-5M20 12a8 8 0 0 1-14 5.3M4 20v-5h5',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4',
} as const;
