/**
 * A message for the shopper. Machines name it in a provided `showToast` action; src/actors shows it
 * with react-toastify, tests record it. Texts are Serbian and, where the spec gives them, exact.
 */
export type Toast = {
  kind: 'info' | 'success' | 'warning' | 'error';
  title: string;
  text: string;
  durationMs: number;
};
