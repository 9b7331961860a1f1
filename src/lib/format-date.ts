const dateFormat = new Intl.DateTimeFormat('sr-Latn-RS', { day: 'numeric', month: 'long', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('sr-Latn-RS', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "23. novembar 2026." */
export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));

/** "23. novembar 2026. 14:05" */
export const formatDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));
