import { describe, expect, it } from 'vitest';
import { classifyAddress, createIpPolicy, embeddedIpv4, parseAllowEntry } from './ip-policy.ts';

const strict = createIpPolicy();

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['169.254.0.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'this-network'],
    ['0.1.2.3', 'this-network'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['::', 'unspecified'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['192.0.2.10', 'documentation'],
    ['198.51.100.10', 'documentation'],
    ['203.0.113.10', 'documentation'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['192.0.0.8', 'protocol-assignments'],
    ['2001:2::1', 'protocol-assignments'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
    // IPv4-mapped, in both spellings: judged by the IPv4 address inside.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['0:0:0:0:0:ffff:c0a8:0101', 'private'],
    // IPv4-compatible (deprecated): always refused.
    ['::127.0.0.1', 'ipv4-compatible'],
    ['::7f00:1', 'ipv4-compatible'],
    ['::8.8.8.8', 'ipv4-compatible'],
    // NAT64 with an embedded private address, and the local-use NAT64 prefix.
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b:1::a00:1', 'nat64-local'],
    // 6to4 embedding a private or loopback address.
    ['2002:c0a8:0101::1', 'private'],
    ['2002:7f00:0001::', 'loopback'],
    // Outside global unicast 2000::/3.
    ['100::1', 'not-global-unicast'],
    ['fec0::1', 'not-global-unicast'],
    ['1:2:3:4:5:6:7:8', 'not-global-unicast'],
    ['not-an-ip', 'invalid'],
  ])('%s is %s', (address, category) => {
    expect(classifyAddress(address)).toBe(category);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.215.14',
    '172.32.0.1', // just past 172.16/12
    '100.128.0.1', // just past 100.64/10
    '198.20.0.1', // just past 198.18/15
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2a00:1450:4001:82a::200e',
    '::ffff:8.8.8.8', // mapped public
    '64:ff9b::808:808', // NAT64 of a public address
    '2002:0808:0808::1', // 6to4 of a public address
  ])('%s is public', (address) => {
    expect(classifyAddress(address)).toBeUndefined();
    expect(strict.check(address, 'example.com')).toEqual({ allowed: true });
  });

  it('finds the IPv4 address inside mapped, NAT64 and 6to4 addresses only', () => {
    expect(embeddedIpv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIpv4('64:ff9b::a9fe:a9fe')).toBe('169.254.169.254');
    expect(embeddedIpv4('2002:a00:1::')).toBe('10.0.0.1');
    expect(embeddedIpv4('2606:4700::1')).toBeUndefined();
  });
});

describe('URL host forms reach the policy as their real address', () => {
  // The WHATWG URL parser (used for every hop) turns these into dotted-quad or canonical IPv6.
  it.each([
    ['http://2130706433/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://017700000001/', '127.0.0.1'],
    ['http://127.0.0.1./', '127.0.0.1'],
    ['http://%31%32%37.0.0.1/', '127.0.0.1'],
    ['http://０x7f.1/', '127.0.0.1'], // fullwidth digit
    ['http://0xa9fea9fe/', '169.254.169.254'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
    ['http://[0:0:0:0:0:0:0:1]/', '::1'],
  ])('%s -> %s, refused', (url, address) => {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    expect(host).toBe(address);
    expect(strict.check(host, host).allowed).toBe(false);
  });
});

describe('createIpPolicy allow list', () => {
  it('refuses every non-public address without exemptions', () => {
    expect(strict.check('127.0.0.1', 'localhost')).toEqual({
      allowed: false,
      category: 'loopback',
    });
    expect(strict.check('10.0.0.5', 'intranet').allowed).toBe(false);
  });

  it('exempts a host name, whatever private address it resolves to, and nothing else', () => {
    const policy = createIpPolicy({ allowPrivateHosts: ['Wiki.Internal.'] });
    expect(policy.check('10.0.0.5', 'wiki.internal')).toEqual({
      allowed: true,
      category: 'private',
    });
    expect(policy.check('10.0.0.5', 'WIKI.INTERNAL.').allowed).toBe(true);
    expect(policy.check('10.0.0.5', 'other.internal').allowed).toBe(false);
    expect(policy.check('10.0.0.5', 'wiki.internal.evil.com').allowed).toBe(false);
  });

  it('exempts an exact IP address', () => {
    const policy = createIpPolicy({ allowPrivateHosts: ['127.0.0.1', '[::1]'] });
    expect(policy.check('127.0.0.1', 'anything').allowed).toBe(true);
    expect(policy.check('::1', 'anything').allowed).toBe(true);
    expect(policy.check('127.0.0.2', 'anything').allowed).toBe(false);
    expect(policy.check('10.0.0.1', 'anything').allowed).toBe(false);
  });

  it('exempts a CIDR subnet, v4 and v6', () => {
    const policy = createIpPolicy({ allowPrivateHosts: ['10.1.0.0/16', 'fd00:1::/32'] });
    expect(policy.check('10.1.200.3', 'x').allowed).toBe(true);
    expect(policy.check('10.2.0.1', 'x').allowed).toBe(false);
    expect(policy.check('fd00:1:abcd::1', 'x').allowed).toBe(true);
    expect(policy.check('fd00:2::1', 'x').allowed).toBe(false);
    expect(policy.check('169.254.169.254', 'x').allowed).toBe(false);
  });

  it('parses entries and rejects nonsense', () => {
    expect(parseAllowEntry(' Intranet.Example ')).toEqual({
      kind: 'host',
      host: 'intranet.example',
    });
    expect(parseAllowEntry('10.0.0.0/8')).toEqual({
      kind: 'subnet',
      network: '10.0.0.0',
      prefix: 8,
      family: 'ipv4',
    });
    expect(parseAllowEntry('::1')).toEqual({ kind: 'address', address: '::1', family: 'ipv6' });
    for (const bad of ['10.0.0.0/33', '::/129', 'x/8', '10.0.0.0/', 'a b', 'http://x', '127.1', ''])
      expect(parseAllowEntry(bad), bad).toBeUndefined();
  });
});
