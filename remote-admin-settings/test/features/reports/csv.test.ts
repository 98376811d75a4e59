import { csvCell, downloadCsv, toCsv } from '../../../src/features/reports/lib/csv';

/** A Blob's bytes (jsdom's Blob has no arrayBuffer()). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('CSV export', () => {
  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ["Côte d'Ivoire", "Côte d'Ivoire"],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+61 400', "'+61 400"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tcmd', "'\tcmd"],
    ['\r=cmd', `"'\r=cmd"`],
    ['=1,2', `"'=1,2"`],
  ])('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes numbers as they are', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(1234)).toBe('1234');
  });

  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['S. No', 'Name'],
        [
          [1, 'Alice'],
          [2, 'Bob, Jr.'],
        ],
      ),
    ).toBe('S. No,Name\r\n1,Alice\r\n2,"Bob, Jr."\r\n');
  });

  it('saves the file under its name, marked as UTF-8 for spreadsheet programs', async () => {
    const saved: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:report';
    };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    try {
      downloadCsv('Country Order List.csv', 'Name\r\nCôte\r\n');
    } finally {
      click.mockRestore();
    }
    expect(names).toEqual(['Country Order List.csv']);
    const bytes = await bytesOf(saved[0]!);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Name\r\nCôte\r\n');
  });
});
