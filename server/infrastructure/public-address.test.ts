import { describe, expect, it } from 'vitest';
import type { lookup } from 'node:dns';
import { addressesOf, isPublicAddress } from './public-address';

describe('public addresses', () => {
  it('refuses loopback, private, link-local, CGNAT and mapped private addresses, and takes public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      '::ffff:192.168.1.1',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('answers no addresses for a name whose resolver never answers, instead of waiting for it', async () => {
    const silent = (() => undefined) as unknown as typeof lookup;
    await expect(addressesOf('hangs.example', { timeoutMs: 20, resolve: silent })).resolves.toEqual([]);
  });

  it('answers what the resolver gives, and the address itself for an address', async () => {
    const answering = ((_host: string, _options: unknown, callback: (...args: unknown[]) => void) =>
      callback(null, [{ address: '10.0.0.7', family: 4 }])) as unknown as typeof lookup;
    await expect(addressesOf('internal.example', { resolve: answering })).resolves.toEqual(['10.0.0.7']);
    await expect(addressesOf('192.168.0.1')).resolves.toEqual(['192.168.0.1']);
  });
});
