// The wholesale link's addresses (issue 23 item 8) come from the server's environment and reach the browser in
// /config.json, without a login; a value that is not a web address stops the start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { readConfig } from '../../server/config';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ grosirUrl: readConfig({ GROSIR_URL: 'https://grosir.example.id/app' }).grosirUrl });
});
afterAll(() => t.close());

describe('the wholesale addresses', () => {
  it('are in /config.json: the one set, null for the one not set', async () => {
    const res = await t.call('GET', '/config.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ grosirUrl: 'https://grosir.example.id/app', semiGrosirUrl: null });
  });

  it('read from GROSIR_URL and SEMI_GROSIR_URL; unset, none', () => {
    expect(readConfig({ SEMI_GROSIR_URL: 'http://10.0.0.5:8080' })).toMatchObject({ grosirUrl: undefined, semiGrosirUrl: 'http://10.0.0.5:8080/' });
    expect(readConfig({})).toMatchObject({ grosirUrl: undefined, semiGrosirUrl: undefined });
  });

  it.each(['javascript:alert(1)', 'grosir.example.id', 'ftp://grosir.example.id'])('refuse %s at the start, naming the setting', (value) => {
    expect(() => readConfig({ GROSIR_URL: value })).toThrow(`GROSIR_URL ${value} is not an http:// or https:// address`);
  });
});
