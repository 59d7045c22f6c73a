/**
 * The client's address as the HTTP server sees it (issue 12 §1): the socket's peer, or — only
 * when that peer is one of TRUSTED_PROXIES — the address the proxy chain reports in
 * X-Forwarded-For, followed only as far as each hop is trusted (proxy-addr, Express's
 * library). The result goes to CLIENT_IP_HEADER for better-auth's per-address limits; a
 * client's own CLIENT_IP_HEADER is always replaced (and its own x-atlas-render-class dropped,
 * decision 0016), and forwarding headers from an untrusted
 * peer are dropped so nothing downstream (next-intl's redirects, URLs) believes them.
 */
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import { CLIENT_IP_HEADER } from './auth-limits';
import { RENDER_CLASS_HEADER } from './viewer-class';

const FORWARDING = new Set([
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
  'x-real-ip',
]);

export type Trust = (address: string, hop: number) => boolean;

/** The trust function of a TRUSTED_PROXIES list (addresses, CIDRs, loopback/linklocal/uniquelocal). */
export const compileTrust = (proxies: string[]): Trust => proxyaddr.compile(proxies);

/**
 * Resolves `req`'s client address under `trust`, writes it to CLIENT_IP_HEADER (in both
 * `headers` and `rawHeaders`, which Hono reads) and drops forwarding headers an untrusted peer
 * sent. Returns the address.
 */
export function markClientAddress(req: IncomingMessage, trust: Trust): string {
  const peer = req.socket.remoteAddress ?? '';
  const address = peer ? proxyaddr(req, trust) : '';
  const peerTrusted = peer !== '' && trust(peer, 0);
  const drop = (name: string) =>
    name === CLIENT_IP_HEADER || name === RENDER_CLASS_HEADER || (!peerTrusted && FORWARDING.has(name));
  const raw: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (!drop(req.rawHeaders[i]!.toLowerCase())) raw.push(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  }
  for (const name of Object.keys(req.headers)) if (drop(name)) delete req.headers[name];
  if (address) {
    raw.push(CLIENT_IP_HEADER, address);
    req.headers[CLIENT_IP_HEADER] = address;
  }
  req.rawHeaders = raw;
  return address;
}
