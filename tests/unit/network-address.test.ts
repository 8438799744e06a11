// The address rule of the WhatsApp gateway (issue 19 item 25): loopback, link-local, private, unspecified and
// metadata addresses are internal in every notation a URL or a resolver gives; public ones and names are not.
import { describe, expect, it } from 'vitest';
import { isInternalAddress, parseIp, urlNamesInternalHost } from '../../domain/network-address';

describe('isInternalAddress', () => {
  it('refuses loopback, link-local, private, unspecified, shared and metadata IPv4 addresses', () => {
    for (const a of [
      '127.0.0.1', '127.255.0.9', // loopback
      '169.254.169.254', '169.254.0.1', // link-local, the cloud metadata service
      '10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.254', '192.168.1.10', // private
      '0.0.0.0', '0.1.2.3', // unspecified
      '100.100.100.200', '100.64.0.1', // shared carrier NAT (Alibaba Cloud's metadata)
      '192.0.0.192', // Oracle Cloud's legacy metadata
      '224.0.0.1', '255.255.255.255', // multicast, broadcast
    ]) expect(isInternalAddress(a), a).toBe(true);
  });

  it('refuses the same in IPv6: loopback, unspecified, link-local, unique local, and IPv4 carried inside', () => {
    for (const a of [
      '::1', '::', '0:0:0:0:0:0:0:1', // loopback, unspecified
      'fe80::1', 'fe80::1%eth0', 'febf::ffff', // link-local (fe80::/10)
      'fc00::1', 'fd12:3456::1', 'fd00:ec2::254', // unique local (fc00::/7), AWS's metadata
      '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:169.254.169.254', '::ffff:10.1.2.3', // IPv4-mapped
      '64:ff9b::a9fe:a9fe', // NAT64 of 169.254.169.254
      '2002:c0a8:0101::1', // 6to4 of 192.168.1.1
      'ff02::1', // multicast
      '[::1]', // as a URL writes it
    ]) expect(isInternalAddress(a), a).toBe(true);
  });

  it('lets public addresses and names through', () => {
    for (const a of ['8.8.8.8', '203.0.113.10', '172.32.0.1', '172.15.255.255', '169.253.1.1', '100.128.0.1', '192.169.0.1', '11.0.0.1',
      '2606:4700:4700::1111', '2a03:2880:f10d:83:face:b00c:0:25de', '::ffff:8.8.8.8', '2001::1', 'api.fonnte.com', 'localhost'])
      expect(isInternalAddress(a), a).toBe(false);
  });
});

describe('parseIp', () => {
  it('reads IPv4 and IPv6 text, and nothing else', () => {
    expect(parseIp('192.168.1.10')).toEqual([192, 168, 1, 10]);
    expect(parseIp('::ffff:10.0.0.1')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 10, 0, 0, 1]);
    expect(parseIp('2001:db8::1')).toEqual([0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    for (const bad of ['256.1.1.1', '1.2.3', '01.2.3.4', '1::2::3', ':1', '1:2:3:4:5:6:7:8:9', '12345::1', 'gateway.example', ''])
      expect(parseIp(bad), bad).toBeUndefined();
  });
});

describe('urlNamesInternalHost (the check on save)', () => {
  it('sees an internal address however the URL writes it, and localhost', () => {
    for (const url of ['http://127.0.0.1:5432', 'http://169.254.169.254/latest/meta-data', 'https://10.1.2.3/send', 'http://[::1]:3000/',
      'http://[::ffff:169.254.169.254]/', 'http://2130706433/', 'http://0x7f.0.0.1/', 'http://0177.0.0.1/', 'http://localhost:8080/send',
      'http://LOCALHOST./x', 'http://gateway.localhost/', 'http://[fd00:ec2::254]/'])
      expect(urlNamesInternalHost(url), url).toBe(true);
  });

  it('leaves a public address or a name to the check at send time', () => {
    for (const url of ['https://api.fonnte.com/send', 'https://wablas.example/api/send-message', 'http://203.0.113.10/send', 'https://[2606:4700:4700::1111]/', 'not a url'])
      expect(urlNamesInternalHost(url), url).toBe(false);
  });
});
