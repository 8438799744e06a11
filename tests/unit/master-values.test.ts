import { describe, expect, it } from 'vitest';
import { formatValue } from '../../src/engine/master/values';
import { loadDefinitions } from '../../server/engine/load-definitions';
import type { MasterDefinition } from '../../definitions/define';

const toko = (await loadDefinitions()).find((d) => d.name === 'toko') as MasterDefinition;
const yesNo = (v: boolean) => (v ? 'Ya' : 'Tidak');

describe('a master list cell', () => {
  it("shows a shop's time zone as its staff name it, and a select without labels as stored", () => {
    expect(formatValue(toko.fields.zona_waktu, 'Asia/Makassar', yesNo)).toBe('WITA (Makassar)');
    expect(formatValue(toko.fields.zona_waktu, 'Asia/Jakarta', yesNo)).toBe('WIB (Jakarta)');
    expect(formatValue(toko.fields.level, 'CABANG', yesNo)).toBe('CABANG');
  });
});
