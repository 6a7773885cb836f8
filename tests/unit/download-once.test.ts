import { describe, expect, it, vi } from 'vitest';
import { downloadOnce } from '../../src/lib/download-once';

describe('downloadOnce', () => {
  it('downloads once however many ask, and gives what arrived at once afterwards', async () => {
    const download = vi.fn(() => Promise.resolve('parts'));
    const parts = downloadOnce(download);
    expect(parts.loaded()).toBeNull();
    const [first, second] = await Promise.all([parts.load(), parts.load()]);
    expect([first, second, parts.loaded()]).toEqual(['parts', 'parts', 'parts']);
    await parts.load();
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next call', async () => {
    const download = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('parts');
    const parts = downloadOnce<string>(download);
    await expect(parts.load()).rejects.toThrow('offline');
    expect(parts.loaded()).toBeNull();
    await expect(parts.load()).resolves.toBe('parts');
    expect(download).toHaveBeenCalledTimes(2);
  });

  it('downloads nothing once the value was offered', async () => {
    const download = vi.fn(() => Promise.resolve('downloaded'));
    const parts = downloadOnce(download);
    parts.offer('offered');
    expect(parts.loaded()).toBe('offered');
    await expect(parts.load()).resolves.toBe('offered');
    expect(download).not.toHaveBeenCalled();
  });
});
