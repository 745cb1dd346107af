import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { paymentQrFailure } from './failures';

const refusal = (status: number, code?: string) =>
  new ApiError({ message: 'refused', status, ...(code ? { code } : {}) });

describe('paymentQrFailure', () => {
  it('puts a wrong password on the password field', () => {
    expect(paymentQrFailure(refusal(403, 'invalid_credentials'), 'save')).toEqual({
      problem: 'invalid_credentials',
      field: 'password',
    });
  });

  it('says where to make a password when the account has none', () => {
    expect(paymentQrFailure(refusal(403, 'password_not_set'), 'save')).toEqual({
      problem: 'password_not_set',
      field: null,
    });
  });

  it('names each refusal of the QR itself', () => {
    for (const code of ['qr_not_found', 'qr_not_qrph', 'qr_has_amount']) {
      expect(paymentQrFailure(refusal(400, code), 'save')).toEqual({ problem: code, field: 'qr' });
    }
    expect(paymentQrFailure(refusal(413), 'save').problem).toBe('too_large');
    expect(paymentQrFailure(refusal(400, 'unsupported_image_type'), 'save').problem).toBe(
      'unsupported_type',
    );
  });

  it('tells the daily limit, a lost connection and anything else apart', () => {
    expect(paymentQrFailure(refusal(429, 'rate_limited'), 'save').problem).toBe('rate_limited');
    expect(paymentQrFailure(refusal(0, 'network_error'), 'remove').problem).toBe('offline');
    expect(paymentQrFailure(refusal(500), 'save').problem).toBe('saveFailed');
    expect(paymentQrFailure(new Error('boom'), 'remove').problem).toBe('removeFailed');
  });
});
