/**
 * Whether a catalogue image address is one the shop can show and link safely: a path on the shop's
 * own site (`/images/…`, not `//host/…`) or an absolute http(s) URL, with no spaces, quotes,
 * angle brackets, backslashes or control characters. Anything else (`javascript:`, `data:`, a
 * bare file name) is refused at import.
 */
export function isImageAddress(address: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\s"'<>\\\u0000-\u001f\u007f]/.test(address)) return false;
  if (address.startsWith('/')) return !address.startsWith('//');
  try {
    const url = new URL(address);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '';
  } catch {
    return false;
  }
}
