import { api } from '../../api/client';
import { getDeviceId } from './deviceId';

/** SPEC §7: after sign-in, tell the server about this device; errors are ignored. */
export function registerDevice(): void {
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  api.post('/devices/register', { deviceId: getDeviceId(), userAgent }).catch(() => undefined);
}
