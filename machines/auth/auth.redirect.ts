/** Where a login leads when ?redirect names no page of this shop (DESIGN §3). */
export const DEFAULT_RETURN = '/profil';

/**
 * Where a login may send the shopper back to: only a path of this shop, never another origin
 * (`//host` and `/\host` are protocol-relative to a browser), else the profile.
 */
export function safeRedirect(redirect: unknown): string {
  if (typeof redirect !== 'string') return DEFAULT_RETURN;
  if (!redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\'))
    return DEFAULT_RETURN;
  return redirect;
}
