import { COUNTRY_REPORT, sortRows } from '../../../src/features/reports/lib/reportDefinitions';

const nationality = COUNTRY_REPORT.columns[0];
const rowsOf = (...names: string[]) =>
  names.map((name) => ({ nationality: name, count: 1, standard_count: 1, priority_count: 0 }));

describe('sortRows', () => {
  it('orders names as people read them: numbers by value, capitals and accents aside', () => {
    const sorted = sortRows(
      rowsOf('Zone 10', 'zone 9', 'Åland', 'aland', 'Zone 1'),
      nationality,
      'asc',
    );
    expect(sorted.map((row) => row.nationality)).toEqual([
      'Åland',
      'aland',
      'Zone 1',
      'zone 9',
      'Zone 10',
    ]);
  });

  it('keeps the server’s order for ties, both ways', () => {
    const rows = rowsOf('Åland', 'aland');
    expect(sortRows(rows, nationality, 'desc').map((row) => row.nationality)).toEqual([
      'Åland',
      'aland',
    ]);
  });
});
