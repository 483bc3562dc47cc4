import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook must not reach unless WEBHOOKS_ALLOW_PRIVATE=1: a receiver URL is chosen by a user, and
 * without this it could make the server call its own admin ports, a cloud metadata service (169.254.169.254)
 * or machines of the private network behind it.
 */
const PRIVATE = new BlockList();
PRIVATE.addSubnet('0.0.0.0', 8, 'ipv4'); // "this network", 0.0.0.0 reaches the local machine
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('100.64.0.0', 10, 'ipv4'); // carrier-grade NAT, private in practice
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('169.254.0.0', 16, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('224.0.0.0', 3, 'ipv4'); // multicast and reserved
PRIVATE.addAddress('::', 'ipv6');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6'); // unique local
PRIVATE.addSubnet('fe80::', 10, 'ipv6'); // link-local
PRIVATE.addSubnet('ff00::', 8, 'ipv6'); // multicast

/** Whether an IP address (v4, v6, or v4 mapped into v6) is one a webhook may not reach. */
function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class WebhookAddressRefused extends Error {
  constructor(
    readonly reason: 'private' | 'unresolvable',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Resolves the URL's host and answers the address to connect to, refusing private ones unless allowed. The
 * sender connects to exactly this address, so a name that resolves differently a moment later (DNS
 * rebinding) cannot slip a private address past the check.
 */
export async function checkedAddress(
  hostname: string,
  allowPrivate: boolean,
): Promise<{ address: string; family: 4 | 6 }> {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIP(bare)) addresses = [{ address: bare, family: isIP(bare) }];
  else {
    try {
      addresses = await lookup(bare, { all: true, verbatim: true });
    } catch {
      throw new WebhookAddressRefused('unresolvable', `Could not resolve ${bare}`);
    }
  }
  // Every address the name has must be public: the connection could otherwise be steered to any of them.
  if (!allowPrivate && addresses.some(({ address }) => isPrivateAddress(address))) {
    throw new WebhookAddressRefused('private', `${bare} resolves to a private address`);
  }
  const first = addresses[0];
  if (!first) throw new WebhookAddressRefused('unresolvable', `Could not resolve ${bare}`);
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
