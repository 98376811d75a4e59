import { openFileInNewTab } from '../../src/lib/openFileInNewTab';

const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
const refused = { status: 0 as const, message: 'Document not found.' };

/** A tab as window.open hands it back: its opener, location and close are what the page uses. */
function fakeTab() {
  return { opener: window as unknown, location: { href: '' }, close: jest.fn() };
}

beforeEach(() => {
  jest.useFakeTimers();
  URL.createObjectURL = jest.fn(() => 'blob:portal/1');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('openFileInNewTab', () => {
  it('opens the tab at the click, cut off from the portal, and shows the file in it', async () => {
    const tab = fakeTab();
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const download = jest.fn(() => {
      // The tab is open before the download starts, so a pop-up blocker lets it through.
      expect(window.open).toHaveBeenCalledWith('', '_blank');
      return Promise.resolve({ ok: true as const, file: pdf, fileName: 'pack.pdf' });
    });
    await expect(openFileInNewTab(download)).resolves.toBeNull();
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('blob:portal/1');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(60_000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:portal/1');
  });

  it('closes the tab again and gives the failure back when the download fails', async () => {
    const tab = fakeTab();
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await expect(
      openFileInNewTab(() => Promise.resolve({ ok: false as const, error: refused })),
    ).resolves.toEqual(refused);
    expect(tab.close).toHaveBeenCalled();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it.each([
    ['under its own name', 'pack.pdf', 'pack.pdf'],
    ["as 'document' when the server names none", null, 'document'],
  ])('where pop-ups are blocked, saves the file %s', async (_, fileName, saved) => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    await openFileInNewTab(() => Promise.resolve({ ok: true as const, file: pdf, fileName }));
    expect(clicked.map((link) => [link.href, link.download])).toEqual([['blob:portal/1', saved]]);
  });
});
