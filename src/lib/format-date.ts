// The shop's dates live in contract/format-date.ts, so that the server's mails write them as the pages do.
export { formatDate, formatDateTime } from '../../contract/format-date';
