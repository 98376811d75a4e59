import {
  afterFirstRowsShown,
  markFirstRowsShown,
} from '../../../../src/features/remotes/lib/firstRowsShown';

describe('the first rows shown', () => {
  it('holds what waits on them until then, runs it once, and runs later ones at once', () => {
    const waited = jest.fn();
    afterFirstRowsShown(waited);
    expect(waited).not.toHaveBeenCalled();
    markFirstRowsShown();
    markFirstRowsShown();
    expect(waited).toHaveBeenCalledTimes(1);
    const later = jest.fn();
    afterFirstRowsShown(later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
