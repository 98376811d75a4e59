/** The value of cookie `name` in a `Cookie` header or `document.cookie`, as sent; null for none. */
export function cookieValue(cookies: string, name: string): string | null {
  const prefix = `${name}=`;
  const cookie = cookies
    .split(';')
    .map((each) => each.trim())
    .find((each) => each.startsWith(prefix));
  return cookie === undefined ? null : cookie.slice(prefix.length);
}

/** What a `Set-Cookie` header says beyond the cookie's name and value. */
export interface CookieAttributes {
  path: string;
  /** Seconds it is kept; 0 drops it. */
  maxAge: number;
  /** Kept from the page's scripts: only the server reads it. */
  httpOnly?: boolean;
  /** Sent over https only (the site is served so). */
  secure: boolean;
}

/** A `Set-Cookie` header for this site only (SameSite=Strict). */
export function setCookie(name: string, value: string, attributes: CookieAttributes): string {
  return [
    `${name}=${value}`,
    `Path=${attributes.path}`,
    `Max-Age=${attributes.maxAge}`,
    ...(attributes.httpOnly ? ['HttpOnly'] : []),
    'SameSite=Strict',
    ...(attributes.secure ? ['Secure'] : []),
  ].join('; ');
}
