/**
 * The in-app path of an answer's link: an href starting with `/` that stays on this origin
 * (`//host` and `/\host` leave it). Undefined for every other link, which opens in a new tab.
 */
export function inAppPath(href: string | undefined, origin: string): string | undefined {
  if (!href?.startsWith('/')) return undefined;
  const url = new URL(href, origin);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
}
