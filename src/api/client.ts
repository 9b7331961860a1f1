import redaxios from 'redaxios';

/** The one HTTP client: the site root as base URL, cookies always sent. */
export const http = redaxios.create({ baseURL: '/', withCredentials: true });
