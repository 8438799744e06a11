import { describe, expect, it } from 'vitest';
import { decimalToMg, parseScaleLine, splitLines, usableReading } from '../../domain/scale';
import { parseBeratTimbang, ringkasanTimbang, selisihMg } from '../../domain/timbang-baki';
import { mgText } from '../../domain/units';

describe('parseScaleLine', () => {
  it('reads the common indicator line with stability and gross/net', () => {
    expect(parseScaleLine('ST,GS,+  123.456 g')).toEqual({ mg: 123456, unit: 'g', stable: true, kind: 'GS' });
    expect(parseScaleLine('US,NT,-   0.012 g\r\n')).toEqual({ mg: -12, unit: 'g', stable: false, kind: 'NT' });
    expect(parseScaleLine('ST,+00123.45  g')).toEqual({ mg: 123450, unit: 'g', stable: true });
    expect(parseScaleLine('ST,TR,+    5.000 g')).toMatchObject({ mg: 5000, kind: 'TR' });
  });

  it('reads Mettler Toledo SICS lines and refuses its no-weight answers', () => {
    expect(parseScaleLine('S S     123.456 g')).toEqual({ mg: 123456, unit: 'g', stable: true });
    expect(parseScaleLine('S D     123.450 g')).toMatchObject({ mg: 123450, stable: false });
    expect(parseScaleLine('S I')).toBeNull();
    expect(parseScaleLine('S +')).toBeNull();
    expect(parseScaleLine('S -')).toBeNull();
  });

  it('reads bare numbers, other units and a device number before the weight', () => {
    expect(parseScaleLine('N     +    123.456 g  ')).toEqual({ mg: 123456, unit: 'g', stable: true, kind: 'NT' });
    expect(parseScaleLine('+    250.8 g')).toMatchObject({ mg: 250800 });
    expect(parseScaleLine('123.456g')).toMatchObject({ mg: 123456, unit: 'g' });
    expect(parseScaleLine('  312.3  ')).toMatchObject({ mg: 312300, unit: 'g' });
    expect(parseScaleLine('0.123 kg')).toMatchObject({ mg: 123000, unit: 'kg' });
    expect(parseScaleLine('1.005 ct')).toMatchObject({ mg: 201, unit: 'ct' });
    expect(parseScaleLine('ST,GS,+  123,456 g')).toMatchObject({ mg: 123456 });
    expect(parseScaleLine('1,ST,GS,+0123.456gr')).toMatchObject({ mg: 123456, stable: true, kind: 'GS' });
  });

  it('gives nothing for overload, errors, noise and unknown units', () => {
    for (const line of ['', '   ', 'OL,GS,+9999.99 g', 'ST,GS,+OL', 'ERR 04', 'hello', '12.5 lb']) expect(parseScaleLine(line), line).toBeNull();
  });
});

describe('decimalToMg', () => {
  it('is exact in integer milligrams and rounds half up below a milligram', () => {
    expect(decimalToMg('0.1', 'g')! + decimalToMg('0.2', 'g')!).toBe(300);
    expect(decimalToMg('0.0005', 'g')).toBe(1);
    expect(decimalToMg('0.0004', 'g')).toBe(0);
    expect(decimalToMg('1.5', 'mg')).toBe(2);
    expect(decimalToMg('12.3456789', 'kg')).toBe(12345679);
    expect(decimalToMg('1234567890123', 'g')).toBeNull();
  });
});

describe('usableReading and splitLines', () => {
  it('takes only settled, non-negative weights that are not the tare', () => {
    expect(usableReading(parseScaleLine('ST,GS,+  1.000 g'))).toBe(true);
    expect(usableReading(parseScaleLine('US,GS,+  1.000 g'))).toBe(false);
    expect(usableReading(parseScaleLine('ST,TR,+  1.000 g'))).toBe(false);
    expect(usableReading(parseScaleLine('ST,NT,-  1.000 g'))).toBe(false);
    expect(usableReading(null)).toBe(false);
  });

  it('splits a stream into whole lines and keeps the unfinished tail', () => {
    expect(splitLines('ST,GS,+1.0 g\r\nST,GS,+2.0 g\rST,G')).toEqual({ lines: ['ST,GS,+1.0 g', 'ST,GS,+2.0 g'], rest: 'ST,G' });
    expect(splitLines('\r\n\r\n')).toEqual({ lines: [], rest: '' });
  });
});

describe('tray weighing arithmetic', () => {
  it('parses the weight typed by hand into milligrams, with the spec-style messages', () => {
    expect(parseBeratTimbang(250.8)).toEqual({ mg: 250800 });
    expect(parseBeratTimbang('312.3')).toEqual({ mg: 312300 });
    expect(parseBeratTimbang('120,251')).toEqual({ mg: 120251 });
    expect(parseBeratTimbang('')).toEqual({ error: 'Berat Timbang Tidak Boleh Kosong' });
    expect(parseBeratTimbang(undefined)).toEqual({ error: 'Berat Timbang Tidak Boleh Kosong' });
    expect(parseBeratTimbang('1.2345')).toEqual({ error: 'Berat Timbang Harus Angka Dengan Maksimal 3 Desimal' });
    expect(parseBeratTimbang(-1)).toEqual({ error: 'Berat Timbang Harus Angka Dengan Maksimal 3 Desimal' });
    expect(parseBeratTimbang('0.000')).toEqual({ error: 'Berat Timbang Tidak Boleh 0' });
    expect(parseBeratTimbang('1.234.567')).toEqual({ error: 'Berat Timbang Harus Angka Dengan Maksimal 3 Desimal' });
    expect(parseBeratTimbang(true)).toEqual({ error: 'Berat Timbang Harus Angka Dengan Maksimal 3 Desimal' });
  });

  it('computes differences and totals without float drift', () => {
    expect(selisihMg(300, 100 + 200)).toBe(0);
    expect(mgText(-45)).toBe('-0.045');
    expect(mgText(250800)).toBe('250.800');
    const rows = [
      { berat_seharusnya: 0.1, berat_timbang: 0.1, selisih: 0 },
      { berat_seharusnya: 0.2, berat_timbang: 0.25, selisih: 0.05 },
      { berat_seharusnya: 0.3, berat_timbang: null, selisih: null },
    ];
    expect(ringkasanTimbang(rows)).toEqual({ jumlah_baki: 3, ditimbang: 2, seharusnyaMg: 600, timbangMg: 350, selisihMg: 50 });
  });
});
