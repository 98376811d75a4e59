import { csvCell, toCsv } from '../../../src/features/reports/lib/csv';

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
});
