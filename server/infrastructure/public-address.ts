// Which addresses the server may send requests to on a user's behalf (webhooks): only public ones. Loopback,
// private, link-local (cloud metadata at 169.254.169.254), shared (CGNAT), unique-local and the other
// special-purpose ranges of the IANA registries are refused, so a URL cannot reach into the network the server
// runs in, also not through a name that resolves there.
import { lookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const SPECIAL_PURPOSE: Array<[network: string, prefix: number, type: 'ipv4' | 'ipv6']> = [
  ['0.0.0.0', 8, 'ipv4'], // "this network", 0.0.0.0
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // shared address space (CGNAT)
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'], // link-local, cloud metadata
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['192.0.2.0', 24, 'ipv4'], // documentation
  ['192.88.99.0', 24, 'ipv4'], // 6to4 relay anycast
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['198.51.100.0', 24, 'ipv4'], // documentation
  ['203.0.113.0', 24, 'ipv4'], // documentation
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, broadcast
  // IPv4-mapped addresses (::ffff:a.b.c.d) are checked against the IPv4 ranges by BlockList itself.
  ['::', 96, 'ipv6'], // unspecified, loopback ::1, IPv4-compatible
  ['64:ff9b::', 96, 'ipv6'], // NAT64, which would reach any IPv4 address
  ['64:ff9b:1::', 48, 'ipv6'],
  ['100::', 64, 'ipv6'], // discard
  ['2001::', 23, 'ipv6'], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32, 'ipv6'], // documentation
  ['2002::', 16, 'ipv6'], // 6to4, which embeds an IPv4 address
  ['fc00::', 7, 'ipv6'], // unique-local
  ['fe80::', 10, 'ipv6'], // link-local
  ['ff00::', 8, 'ipv6'], // multicast
];

const nonPublic = new BlockList();
for (const [network, prefix, type] of SPECIAL_PURPOSE) nonPublic.addSubnet(network, prefix, type);

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && !nonPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A URL's host as dns and net take it: an IPv6 literal without its brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Why a host is refused: it is, or it resolves to, an address that is not public. */
export const nonPublicReason = (host: string, address: string) =>
  host === address
    ? `${address} is a private, loopback or reserved address.`
    : `${host} resolves to ${address}, a private, loopback or reserved address.`;

/** The failure of a connection refused by publicOnlyLookup. */
export class NonPublicAddressError extends Error {
  constructor(host: string, address: string) {
    super(nonPublicReason(host, address));
    this.name = 'NonPublicAddressError';
  }
}

/** How long registering an endpoint waits for its name to resolve; a slow resolver must not hold the request. */
export const ADDRESS_LOOKUP_TIMEOUT_MS = 3_000;

/**
 * The addresses a host stands for: itself if it is an address, else what it resolves to within `timeoutMs` (none if
 * it does not resolve in time, as for a name that does not resolve: every delivery checks again as it connects).
 */
export async function addressesOf(
  host: string,
  {
    timeoutMs = ADDRESS_LOOKUP_TIMEOUT_MS,
    resolve = lookup,
  }: { timeoutMs?: number; resolve?: typeof lookup } = {},
): Promise<string[]> {
  if (isIP(host)) return [host];
  return new Promise((settle) => {
    const timer = setTimeout(() => settle([]), timeoutMs);
    resolve(host, { all: true }, (error, addresses) => {
      clearTimeout(timer);
      settle(error ? [] : addresses.map((entry) => entry.address));
    });
  });
}

/**
 * A `lookup` for http(s).request that fails the connection when the name resolves to any address that is not
 * public. The connection goes to the very addresses checked here, so a name that answers differently a moment
 * later (DNS rebinding) cannot slip past. Address literals never reach a lookup: check those beforehand.
 */
export const publicOnlyLookup: LookupFunction = (host, options, callback) => {
  lookup(host, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) return callback(new NonPublicAddressError(host, refused.address), []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};
