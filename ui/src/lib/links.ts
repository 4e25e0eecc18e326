/**
 * Web addresses people type without their scheme (« linkedin.com/in/lea », « www.atelier.fr »):
 * given `https://`, as the server stores them (`accounts::profile::parse_linkedin_url`). An
 * address with a scheme is left as typed, for the server to accept (http, https) or refuse.
 */
export function withScheme(typed: string): string {
  const address = typed.trim();
  if (address === '' || /^[a-z][a-z0-9+.-]*:/i.test(address)) return address;
  return `https://${address.replace(/^\/+/, '')}`;
}

/** Whether `typed` is a web address a link may point to: http or https, a host, no space. */
export function isWebAddress(typed: string): boolean {
  const address = withScheme(typed);
  if (/\s/.test(address)) return false;
  try {
    const url = new URL(address);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
