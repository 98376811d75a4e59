import { saveFile } from '../../../src/features/completion/lib/saveFile';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('saveFile', () => {
  it("hands the file to the browser's download under its name, leaving no link behind", () => {
    jest.useFakeTimers();
    URL.createObjectURL = jest.fn(() => 'blob:customer/1');
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    saveFile(new Blob(['%PDF-1.4']), '100234grant.pdf');
    expect(clicked.map((link) => [link.href, link.download])).toEqual([
      ['blob:customer/1', '100234grant.pdf'],
    ]);
    expect(document.querySelector('a')).toBeNull();
    jest.advanceTimersByTime(60_000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:customer/1');
  });
});
