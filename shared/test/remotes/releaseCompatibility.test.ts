import {
  compatibilityProblems,
  satisfiesCaret,
  type CompatibilityRecord,
} from '../../src/remotes/releaseCompatibility';

describe('release compatibility', () => {
  it.each([
    ['1.0.0', '^1.0.0', true],
    ['1.4.2', '^1.0.0', true],
    ['2.0.0', '^1.0.0', false],
    ['0.9.9', '^1.0.0', false],
    ['19.3.1', '^19.2.0', true],
    ['19.1.9', '^19.2.0', false],
    ['0.2.5', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['0.0.4', '^0.0.3', false],
    ['not a version', '^1.0.0', false],
  ])('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfiesCaret(version, range)).toBe(expected);
  });

  const host: CompatibilityRecord = {
    contract: {
      'schemas/queueSchemas': { folderCountsSchema: 'aaaa', queueOrderSchema: 'bbbb' },
      'api/apiClient': { apiClient: 'cccc' },
      'customer/customerMessages': { MESSAGE_PROOF_NEEDED: 'dddd' },
    },
    libraries: { react: '19.2.0', zustand: '5.0.8' },
    subsets: { formik: ['Field', 'Form', 'Formik'] },
  };

  it('fits a release that needs only what the host provides, whatever else the host has', () => {
    expect(
      compatibilityProblems(
        {
          contract: { 'schemas/queueSchemas': { queueOrderSchema: 'bbbb' } },
          libraries: { react: '19.1.0', 'ag-grid': '34.0.0' },
          subsets: { formik: ['Formik'], yup: ['object'] },
        },
        host,
      ),
    ).toEqual([]);
  });

  it('names each module and declaration, library and subset name the host does not meet', () => {
    expect(
      compatibilityProblems(
        {
          contract: {
            'schemas/queueSchemas': {
              folderCountsSchema: 'ffff',
              queueOrderSchema: 'bbbb',
              gone: 'eeee',
            },
            'orders/removed': { anything: '1234' },
          },
          libraries: { react: '19.3.1', zustand: '5.0.8' },
          subsets: { formik: ['Formik', 'useField', 'useFormikContext'] },
        },
        host,
      ),
    ).toEqual([
      'contract module schemas/queueSchemas (folderCountsSchema declared otherwise here; gone gone here)',
      'contract module orders/removed, which this portal no longer has',
      'react 19.3.1, this portal provides 19.2.0',
      "useField and useFormikContext of formik, which this portal's copy does not export",
    ]);
  });
});
