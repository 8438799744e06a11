// The item field set's diamond fields: they exist for a shop only while its BERLIAN_MODULE is on, which the item
// forms (/tambah-data-barang, the edit on /data-barang) read from the field set itself.
import { describe, expect, it } from 'vitest';
import { ITEM, ITEM_EDITABLE, itemFieldNames } from '../../domain/barang';

const DIAMOND = ['biaya_berlian', 'karat_batu', 'bentuk_batu'];

describe('itemFieldNames', () => {
  it('leaves the diamond fields out while BERLIAN_MODULE is off', () => {
    const off = itemFieldNames({ BERLIAN_MODULE: { active: false } });
    for (const name of DIAMOND) expect(off).not.toContain(name);
    expect(off).toEqual(Object.keys(ITEM.fields).filter((n) => !DIAMOND.includes(n)));
    expect(itemFieldNames({})).toEqual(off);
  });

  it('keeps every field, in the field set order, while it is on', () => {
    expect(itemFieldNames({ BERLIAN_MODULE: { active: true } })).toEqual(Object.keys(ITEM.fields));
  });

  it('narrows a given list the same way (the fields an edit may change)', () => {
    const edit = itemFieldNames({}, ITEM_EDITABLE);
    expect(edit).toContain('nama_barang');
    expect(edit).toContain('berat');
    for (const name of [...DIAMOND, 'kode_baki', 'qty']) expect(edit).not.toContain(name);
  });
});
