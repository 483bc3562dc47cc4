import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { resendIfUntouched } from '../resendIfUntouched';

const stale = new ApiError(412, 'PRECONDITION_FAILED', 'Version mismatch');

describe('resendIfUntouched', () => {
  it('sends again on the latest version when the colleague left this field alone', async () => {
    const send = vi.fn().mockRejectedValueOnce(stale).mockResolvedValue('saved');
    const result = await resendIfUntouched({
      send,
      load: async () => ({ version: 8, status: 'Draft', notes: 'changed by Aisha' }),
      untouched: (latest) => latest.status === 'Draft',
    });
    expect(result).toBe('saved');
    expect(send).toHaveBeenNthCalledWith(1);
    expect(send).toHaveBeenNthCalledWith(2, 8);
  });

  it('keeps their value and throws the 412 when they changed the same field', async () => {
    const send = vi.fn().mockRejectedValue(stale);
    await expect(
      resendIfUntouched({
        send,
        load: async () => ({ version: 8, status: 'Approved' }),
        untouched: (latest) => latest.status === 'Draft',
      }),
    ).rejects.toBe(stale);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('passes any other failure through without reading the record', async () => {
    const refused = new ApiError(403, 'FORBIDDEN', 'Not allowed');
    const load = vi.fn();
    await expect(
      resendIfUntouched({ send: () => Promise.reject(refused), load, untouched: () => true }),
    ).rejects.toBe(refused);
    expect(load).not.toHaveBeenCalled();
  });
});
