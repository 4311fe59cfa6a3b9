import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';

/**
 * The one guard of every connection to an address an administrator typed (the ERP's URL, the storage
 * server, the SMTP server, their tests; ADR 0061). It resolves the name itself and connects only to an
 * address it checked: a name cannot answer a public address to the check and a loopback one to the
 * connection. Refused by default: loopback, link-local (cloud metadata lives there), unspecified,
 * multicast, reserved and broadcast addresses, and the known metadata addresses outside those ranges.
 * Private ranges stay allowed: an ERP on the LAN is the normal case. OUTBOUND_ALLOW opens addresses or
 * ranges (an ERP on the same machine). Addresses the operator sets in the environment (SMTP_URL,
 * ERP_ORDER_URL, S3_ENDPOINT, PAYPAL_API_URL) do not pass here: the operator may reach anything.
 */

export type RefusalReason = 'loopback' | 'link-local' | 'unspecified' | 'multicast' | 'reserved' | 'metadata';

/** A destination the guard would not connect to: the host as typed, the address it resolved to, and why. */
export class OutboundRefusedError extends Error {
  readonly code = 'OUTBOUND_REFUSED';
  constructor(
    readonly host: string,
    readonly address: string,
    readonly reason: RefusalReason,
  ) {
    super(`outbound connection refused: ${host} (${address}) is a ${reason} address; OUTBOUND_ALLOW opens it`);
  }
}

const RANGES: ReadonlyArray<readonly [RefusalReason, string, number, 'ipv4' | 'ipv6']> = [
  ['unspecified', '0.0.0.0', 8, 'ipv4'],
  ['loopback', '127.0.0.0', 8, 'ipv4'],
  ['link-local', '169.254.0.0', 16, 'ipv4'],
  ['multicast', '224.0.0.0', 4, 'ipv4'],
  // 240.0.0.0/4 holds the limited broadcast address 255.255.255.255 too.
  ['reserved', '240.0.0.0', 4, 'ipv4'],
  ['unspecified', '::', 128, 'ipv6'],
  ['loopback', '::1', 128, 'ipv6'],
  ['link-local', 'fe80::', 10, 'ipv6'],
  ['multicast', 'ff00::', 8, 'ipv6'],
];

/** Instance metadata services outside the ranges above (AWS over IPv6, Alibaba Cloud, Oracle Cloud). */
const METADATA_ADDRESSES = ['fd00:ec2::254', '100.100.100.200', '192.0.0.192'];

const refusedRanges = RANGES.map(([reason, network, prefix, family]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, family);
  return { reason, list };
});
const metadata = new BlockList();
for (const a of METADATA_ADDRESSES) metadata.addAddress(a, isIP(a) === 6 ? 'ipv6' : 'ipv4');

/**
 * An IPv6 address that carries an IPv4 one (IPv4-mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`) is
 * judged by the IPv4 address it reaches.
 */
function embeddedIpv4(address: string): string | null {
  const m = /^(?:::ffff:|64:ff9b::)(?:0{1,4}:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (m) return m[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const hi = Number.parseInt(hex[1]!, 16);
  const lo = Number.parseInt(hex[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** Reads OUTBOUND_ALLOW: addresses and CIDR ranges, comma separated. Throws on an entry it cannot read. */
export function parseAllowList(value: string | undefined): BlockList {
  const list = new BlockList();
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const family = isIP(address);
    if (family === 0) throw new Error(`"${entry}" is not an IP address or a CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) {
      list.addAddress(address, type);
    } else {
      const bits = Number(prefix);
      if (!/^\d{1,3}$/.test(prefix) || bits > (family === 6 ? 128 : 32)) throw new Error(`"${entry}" has no valid prefix length`);
      list.addSubnet(address, bits, type);
    }
  }
  return list;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface OutboundGuard {
  /** Why the guard refuses an IP address (null: it may be reached). */
  refusalOf(address: string): RefusalReason | null;
  /**
   * The addresses of `host` the guard lets a connection reach (an IP literal is judged as it is). Throws
   * OutboundRefusedError when the name resolves only to refused addresses; a name that does not resolve
   * throws the resolver's error (ENOTFOUND).
   */
  resolve(host: string): Promise<ResolvedAddress[]>;
  /** For `net.connect`/`tls.connect`: resolves through the guard (an IP literal never reaches a lookup: check it first). */
  lookup: LookupFunction;
  /** `fetch` whose connections resolve through the guard (redirects are never followed). */
  fetch(url: string, init: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export function createOutboundGuard(allow: BlockList = new BlockList()): OutboundGuard {
  const refusalOf = (address: string): RefusalReason | null => {
    const family = isIP(address);
    if (family === 0) return 'unspecified';
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (allow.check(address, type)) return null;
    const v4 = family === 6 ? embeddedIpv4(address) : null;
    if (v4 !== null) return refusalOf(v4);
    if (metadata.check(address, type)) return 'metadata';
    for (const { reason, list } of refusedRanges) if (list.check(address, type)) return reason;
    return null;
  };

  const resolve = (host: string): Promise<ResolvedAddress[]> => {
    const bare = host.replace(/^\[|\]$/g, '');
    const literal = isIP(bare);
    if (literal !== 0) {
      const reason = refusalOf(bare);
      return reason
        ? Promise.reject(new OutboundRefusedError(host, bare, reason))
        : Promise.resolve([{ address: bare, family: literal as 4 | 6 }]);
    }
    return new Promise((done, fail) => {
      dnsLookup(bare, { all: true, verbatim: true }, (err, found) => {
        if (err) return fail(err);
        const allowed = found.filter((a) => refusalOf(a.address) === null).map((a) => ({ address: a.address, family: a.family as 4 | 6 }));
        if (allowed.length > 0) return done(allowed);
        const first = found[0];
        fail(new OutboundRefusedError(host, first?.address ?? '', first ? refusalOf(first.address)! : 'unspecified'));
      });
    });
  };

  const lookup: LookupFunction = (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
        if (wanted.length === 0) {
          callback(Object.assign(new Error(`no IPv${options.family} address for ${hostname}`), { code: 'ENOTFOUND' }), '', 4);
        } else if (options.all) {
          (callback as unknown as (err: null, all: ResolvedAddress[]) => void)(null, wanted);
        } else {
          callback(null, wanted[0]!.address, wanted[0]!.family);
        }
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 4),
    );
  };

  const agent = new Agent({ connect: { lookup }, connections: 8 });

  return {
    refusalOf,
    resolve,
    lookup,
    async fetch(url, init) {
      // A host written as an address never reaches the lookup: judge it here.
      const host = new URL(url).hostname;
      if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) await resolve(host);
      const res = await undiciFetch(url, { ...(init as object), redirect: 'manual', dispatcher: agent } as Parameters<
        typeof undiciFetch
      >[1]);
      return res as unknown as Response;
    },
    close: () => agent.close(),
  };
}
