// CSV injection: every CSV the server or the browser writes goes through domain/csv.ts, so a text that a
// spreadsheet would run as a formula comes out with a leading single quote, while plain negative numbers stay
// numbers; the import reads the neutralized cell back as it was.
import { describe, expect, it } from 'vitest';
import { csvLine, neutralizeCell, parseCsv, toCsv } from '../../domain/csv';

describe('CSV cells a spreadsheet would run as formulas', () => {
  it('neutralizes the review findings (= + - @, tab, carriage return)', () => {
    expect(csvLine(['=1+2', '@SUM(A1)', "+cmd|' /C calc'!A0", '-2+3'])).toBe(`'=1+2,'@SUM(A1),'+cmd|' /C calc'!A0,'-2+3`);
    expect(neutralizeCell('\tX')).toBe("'\tX");
    // A cell with a line break is quoted as well; the quote mark stays inside the quotes.
    expect(csvLine(['\r=1+2'])).toBe(`"'\r=1+2"`);
    expect(csvLine(['=HYPERLINK("http://x","a")'])).toBe(`"'=HYPERLINK(""http://x"",""a"")"`);
  });

  it('keeps plain negative numbers as numbers, and ordinary text as it is', () => {
    expect(csvLine([-7.5, '-7.500', '-12', 0, 'BCA', 'Jl. Merdeka 1', 'a=b'])).toBe('-7.5,-7.500,-12,0,BCA,Jl. Merdeka 1,a=b');
    // Only a whole negative number stays: anything after it makes it a formula again.
    expect(csvLine(['-1e3', '-12,5', '- 1'])).toBe(`'-1e3,"'-12,5",'- 1`);
  });

  it('neutralizes in toCsv, headers included', () => {
    expect(toCsv(['kode', 'nama'], ['Kode', '=Nama'], [{ kode: 'B1', nama: '@evil' }]).split('\r\n')).toEqual(["Kode,'=Nama", "B1,'@evil"]);
  });

  it('reads a neutralized export back as what was stored', () => {
    const text = toCsv(['kode', 'nama', 'berat'], ['kode', 'nama', 'berat'], [{ kode: 'B1', nama: '=1+2', berat: '-2.500' }, { kode: 'B2', nama: '-CINCIN', berat: 1 }]);
    expect(parseCsv(text)).toEqual([
      ['kode', 'nama', 'berat'],
      ['B1', '=1+2', '-2.500'],
      ['B2', '-CINCIN', '1'],
    ]);
  });
});
