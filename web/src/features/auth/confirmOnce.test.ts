import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmOnce, forgetConfirmation } from './confirmOnce';

const confirmSignup = vi.hoisted(() => vi.fn());
vi.mock('./api', () => ({ confirmSignup }));

afterEach(() => {
  forgetConfirmation('t-1');
  confirmSignup.mockReset();
});

describe('confirmOnce', () => {
  it('sends one request per token however often it is called', async () => {
    const grant = { token: 'session', user: { id: 'u-1', email: 'a@b.ph' } };
    confirmSignup.mockResolvedValue(grant);
    const first = confirmOnce('t-1');
    const second = confirmOnce('t-1');
    expect(first).toBe(second);
    await expect(second).resolves.toEqual(grant);
    expect(confirmSignup).toHaveBeenCalledTimes(1);
  });

  it('sends again after forgetConfirmation', () => {
    confirmSignup.mockResolvedValue(undefined);
    void confirmOnce('t-1');
    forgetConfirmation('t-1');
    void confirmOnce('t-1');
    expect(confirmSignup).toHaveBeenCalledTimes(2);
  });
});
