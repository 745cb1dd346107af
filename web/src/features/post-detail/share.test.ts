import { describe, expect, it, vi } from 'vitest';
import { sharePost, type ShareDeps } from './share';

const data = { title: 'Eggs', text: 'Eggs, ₱90.00 on Palengke', url: 'https://x.test/post/1' };
const abort = () => Object.assign(new Error('closed'), { name: 'AbortError' });

describe('sharePost', () => {
  it('uses the share sheet when the browser has one', async () => {
    const deps: ShareDeps = { share: vi.fn(async () => {}), writeClipboard: vi.fn(async () => {}) };
    await expect(sharePost(data, deps)).resolves.toBe('shared');
    expect(deps.share).toHaveBeenCalledWith(data);
    expect(deps.writeClipboard).not.toHaveBeenCalled();
  });

  it('says nothing when the reader closes the sheet', async () => {
    const deps: ShareDeps = {
      share: vi.fn(async () => Promise.reject(abort())),
      writeClipboard: vi.fn(async () => {}),
    };
    await expect(sharePost(data, deps)).resolves.toBe('canceled');
    expect(deps.writeClipboard).not.toHaveBeenCalled();
  });

  it('copies the link without a share sheet, or when sharing fails or cannot share', async () => {
    const write = vi.fn(async () => {});
    await expect(sharePost(data, { writeClipboard: write })).resolves.toBe('copied');
    expect(write).toHaveBeenCalledWith(data.url);

    const failing = vi.fn(async () => Promise.reject(new Error('NotAllowedError')));
    await expect(sharePost(data, { share: failing, writeClipboard: write })).resolves.toBe(
      'copied',
    );

    const share = vi.fn(async () => {});
    await expect(
      sharePost(data, { share, canShare: () => false, writeClipboard: write }),
    ).resolves.toBe('copied');
    expect(share).not.toHaveBeenCalled();
  });

  it('falls back to the old copy command, and reports when nothing works', async () => {
    const denied = vi.fn(async () => Promise.reject(new Error('denied')));
    const legacy = vi.fn(() => true);
    await expect(sharePost(data, { writeClipboard: denied, legacyCopy: legacy })).resolves.toBe(
      'copied',
    );
    expect(legacy).toHaveBeenCalledWith(data.url);
    await expect(sharePost(data, { legacyCopy: () => false })).resolves.toBe('failed');
    await expect(sharePost(data, {})).resolves.toBe('failed');
  });
});
