import { loadOnce } from '../../src/util/loadOnce';

describe('loadOnce', () => {
  it('starts one download however many callers ask, and keeps its result', async () => {
    const download = jest.fn(() => Promise.resolve('axios'));
    const load = loadOnce(download);
    await expect(Promise.all([load(), load()])).resolves.toEqual(['axios', 'axios']);
    await expect(load()).resolves.toBe('axios');
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed download, so the next call tries again', async () => {
    const download = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 7527 failed.'))
      .mockResolvedValue('yup');
    const load = loadOnce(download);
    await expect(load()).rejects.toThrow('Loading chunk 7527 failed.');
    await expect(load()).resolves.toBe('yup');
    expect(download).toHaveBeenCalledTimes(2);
  });
});
