import { DEVICE_ID_KEY, readStorage, writeStorage } from '../../lib/storage';
import { randomUuid } from '../../lib/randomUuid';

/** This browser's id for push and session bookkeeping (SPEC §3 Device), made once and kept. */
export function getDeviceId(): string {
  const existing = readStorage(DEVICE_ID_KEY);
  if (existing) return existing;
  const id = randomUuid();
  writeStorage(DEVICE_ID_KEY, id);
  return id;
}
