import { BlockList, isIP } from 'node:net';

// Which addresses the server may fetch pages from (server-side request forgery defence).
// The rule is "public internet only": every special-purpose range from the IANA IPv4 and IPv6
// special-purpose registries that is not globally reachable is refused, and for IPv6 anything
// outside global unicast (2000::/3) is refused outright, so a range we forgot is closed by default.
// IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4) are judged by that IPv4 address,
// because that is where the packets end up.
// Written on node:net BlockList rather than a CIDR package: ipaddr.js is only a transitive
// dependency here, and BlockList does subnet matching for both families natively.

type IpFamily = 'ipv4' | 'ipv6';

/** Why an address is not public. Logged, never shown to the caller (it would help probing). */
type AddressCategory =
  | 'unspecified'
  | 'this-network'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'protocol-assignments'
  | 'documentation'
  | 'benchmarking'
  | 'multicast'
  | 'reserved'
  | 'ipv4-compatible'
  | 'nat64-local'
  | 'teredo'
  | 'not-global-unicast'
  | 'invalid';

const IPV4_RANGES: ReadonlyArray<readonly [string, number, AddressCategory]> = [
  ['0.0.0.0', 8, 'this-network'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared'], // carrier-grade NAT
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'], // includes 169.254.169.254, the cloud metadata service
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'protocol-assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, 'reserved'], // deprecated 6to4 relay anycast
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'], // includes 255.255.255.255
];

// Only ranges inside 2000::/3 need listing: everything outside it is refused anyway.
const IPV6_RANGES: ReadonlyArray<readonly [string, number, AddressCategory]> = [
  ['2001::', 32, 'teredo'], // the client's IPv4 address is hidden in it: refuse the whole range
  ['2001::', 23, 'protocol-assignments'], // benchmarking 2001:2::/48, ORCHID, ...
  ['2001:db8::', 32, 'documentation'],
  ['3fff::', 20, 'documentation'],
];

function buildRanges(): Array<{ list: BlockList; category: AddressCategory; family: IpFamily }> {
  const make = (network: string, prefix: number, category: AddressCategory, family: IpFamily) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, family);
    return { list, category, family };
  };
  return [
    ...IPV4_RANGES.map(([n, p, c]) => make(n, p, c, 'ipv4')),
    ...IPV6_RANGES.map(([n, p, c]) => make(n, p, c, 'ipv6')),
  ];
}
const RANGES = buildRanges();

/** Strips URL brackets and an IPv6 zone id ("fe80::1%eth0"). */
export function normaliseIpText(text: string): string {
  let value = text.trim();
  if (value.startsWith('[') && value.endsWith(']')) value = value.slice(1, -1);
  const zone = value.indexOf('%');
  if (zone !== -1 && value.includes(':')) value = value.slice(0, zone);
  return value;
}

/** The eight 16-bit groups of a valid IPv6 address (handles "::" and a dotted IPv4 tail). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = last.split('.').map(Number);
    tail.push((a << 8) | b, (c << 8) | d);
    text = text.slice(0, lastColon + 1);
    // "::ffff:" loses its separator colon; a bare "::" stays the zero run.
    if (!text.endsWith('::')) text = text.slice(0, -1);
  }
  const [head = '', rest] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = [...parse(rest ?? ''), ...tail];
  if (rest === undefined) return [...left, ...right];
  const zeros = new Array<number>(Math.max(0, 8 - left.length - right.length)).fill(0);
  return [...left, ...zeros, ...right];
}

const ipv4FromGroups = (high: number, low: number) =>
  `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/**
 * The IPv4 address an IPv6 address delivers to, if it embeds one that the network actually routes
 * to: IPv4-mapped (::ffff:a.b.c.d), NAT64 well-known prefix (64:ff9b::/96) and 6to4 (2002::/16).
 */
export function embeddedIpv4(address: string): string | undefined {
  const g = ipv6Groups(address);
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zero(0, 5) && g[5] === 0xffff) return ipv4FromGroups(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return ipv4FromGroups(g[6]!, g[7]!);
  if (g[0] === 0x2002) return ipv4FromGroups(g[1]!, g[2]!);
  return undefined;
}

function categoryOfIpv4(address: string): AddressCategory | undefined {
  for (const range of RANGES) {
    if (range.family === 'ipv4' && range.list.check(address, 'ipv4')) return range.category;
  }
  return undefined;
}

function categoryOfIpv6(address: string): AddressCategory | undefined {
  const g = ipv6Groups(address);
  const embedded = embeddedIpv4(address);
  if (embedded) return categoryOfIpv4(embedded);
  if (g.every((x) => x === 0)) return 'unspecified';
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return 'loopback';
  // IPv4-compatible (::a.b.c.d) is deprecated and never legitimate for a web site.
  if (g.slice(0, 6).every((x) => x === 0)) return 'ipv4-compatible';
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return 'nat64-local';
  const first = g[0]!;
  if ((first & 0xfe00) === 0xfc00) return 'private'; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return 'link-local'; // fe80::/10
  if ((first & 0xff00) === 0xff00) return 'multicast';
  if ((first & 0xe000) !== 0x2000) return 'not-global-unicast';
  for (const range of RANGES) {
    if (range.family === 'ipv6' && range.list.check(address, 'ipv6')) return range.category;
  }
  return undefined;
}

/** Why `address` is not a public internet address, or undefined when it is public. */
export function classifyAddress(address: string): AddressCategory | undefined {
  const value = normaliseIpText(address);
  switch (isIP(value)) {
    case 4:
      return categoryOfIpv4(value);
    case 6:
      return categoryOfIpv6(value);
    default:
      return 'invalid';
  }
}

type AllowEntry =
  | { kind: 'host'; host: string }
  | { kind: 'address'; address: string; family: IpFamily }
  | { kind: 'subnet'; network: string; prefix: number; family: IpFamily };

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/;

/** Host names compare case-insensitively and without a trailing dot ("Example.com." = "example.com"). */
const normaliseHostName = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');

/** Parses one FETCH_ALLOW_PRIVATE_HOSTS entry: a host name, an IP address or a CIDR subnet. */
export function parseAllowEntry(raw: string): AllowEntry | undefined {
  const text = raw.trim();
  const slash = text.indexOf('/');
  if (slash !== -1) {
    const network = normaliseIpText(text.slice(0, slash));
    const prefixText = text.slice(slash + 1);
    const version = isIP(network);
    if (!version || !/^\d{1,3}$/.test(prefixText)) return undefined;
    const prefix = Number(prefixText);
    if (prefix > (version === 4 ? 32 : 128)) return undefined;
    return { kind: 'subnet', network, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
  }
  const address = normaliseIpText(text);
  const version = isIP(address);
  if (version) return { kind: 'address', address, family: version === 4 ? 'ipv4' : 'ipv6' };
  const host = normaliseHostName(text);
  // A name that is all digits and dots would be read as an IPv4 address by the URL parser.
  if (!HOST_NAME.test(host) || /^[\d.]+$/.test(host)) return undefined;
  return { kind: 'host', host };
}

interface AddressVerdict {
  allowed: boolean;
  /** Set when the address is not public (whether or not an exemption allowed it). */
  category?: AddressCategory;
}

export interface IpPolicy {
  /**
   * May the server connect to `address`, reached by resolving `hostName`? Public addresses always
   * may; a non-public one only when the host name, the address or its subnet is exempted.
   */
  check(address: string, hostName: string): AddressVerdict;
}

/**
 * The policy for outgoing page fetches. `allowPrivateHosts` (FETCH_ALLOW_PRIVATE_HOSTS) exempts
 * exactly the named host names, addresses and subnets; everything else non-public is refused.
 * Entries that do not parse are ignored here (config.ts refuses them at start-up).
 */
export function createIpPolicy(options: { allowPrivateHosts?: readonly string[] } = {}): IpPolicy {
  const hosts = new Set<string>();
  const addresses = new BlockList();
  for (const raw of options.allowPrivateHosts ?? []) {
    const entry = parseAllowEntry(raw);
    if (entry?.kind === 'host') hosts.add(entry.host);
    else if (entry?.kind === 'address') addresses.addAddress(entry.address, entry.family);
    else if (entry?.kind === 'subnet')
      addresses.addSubnet(entry.network, entry.prefix, entry.family);
  }

  return {
    check(address, hostName) {
      const value = normaliseIpText(address);
      const category = classifyAddress(value);
      if (!category) return { allowed: true };
      if (category === 'invalid') return { allowed: false, category };
      const version = isIP(value);
      const exempt =
        hosts.has(normaliseHostName(hostName)) ||
        addresses.check(value, version === 4 ? 'ipv4' : 'ipv6');
      return { allowed: exempt, category };
    },
  };
}
