// What the app sends and loads before a screen asks (src/main.tsx at start): a screen's first reads, taken once and
// only while fresh, and a screen's code, drawn without suspending once it is here.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyReads, takeEarlyRead } from '../../src/engine/data/early-reads';
import { preloadable } from '../../src/engine/preloadable';

describe('early reads', () => {
  const asked: string[] = [];
  beforeEach(() => {
    asked.length = 0;
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => stored.set(k, v) });
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return url.endsWith('/gone') ? new Response('{"message":"Data Tidak Ditemukan"}', { status: 404 }) : Response.json({ data: [url] });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('go out at once, and each answer is taken once, by the same read', async () => {
    startEarlyReads(['para-system', 'rekenings']);
    expect(asked).toEqual(['/api/v1/para-system', '/api/v1/rekenings']);
    expect(takeEarlyRead('para-system', { kode: 'X' })).toBeUndefined();
    await expect(takeEarlyRead('para-system')).resolves.toEqual({ data: ['/api/v1/para-system'] });
    expect(takeEarlyRead('para-system')).toBeUndefined();
    await expect(takeEarlyRead('/rekenings')).resolves.toEqual({ data: ['/api/v1/rekenings'] });
  });

  it('are dropped when not taken within ten seconds, so a later screen never shows an old price', () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T08:00:00Z') });
    startEarlyReads(['group/get/all']);
    vi.setSystemTime(new Date('2026-11-30T08:00:11Z'));
    expect(takeEarlyRead('group/get/all')).toBeUndefined();
  });

  it('hand a failure to the screen that takes it, and leave none unhandled when no screen does', async () => {
    startEarlyReads(['gone', 'gone-too/gone']);
    await expect(takeEarlyRead('gone')).rejects.toThrow('Data Tidak Ditemukan');
  });
});

describe('a preloadable screen', () => {
  const Greeting = ({ name }: { name: string }) => createElement('p', null, `Halo ${name}`);

  it('loads its code once, then draws at once', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Screen = preloadable(load);
    await Promise.all([Screen.preload(), Screen.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(renderToString(createElement(Screen, { name: 'Kasir' }))).toBe('<p>Halo Kasir</p>');
  });

  it('tries a failed download again on the next opening', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Greeting }>>().mockRejectedValueOnce(new Error('Koneksi Terputus')).mockResolvedValue({ default: Greeting });
    const Screen = preloadable(load);
    await expect(Screen.preload()).rejects.toThrow('Koneksi Terputus');
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(renderToString(createElement(Screen, { name: 'SPV' }))).toBe('<p>Halo SPV</p>');
  });
});
