import { DEVICE_ID_KEY, readStorage, writeStorage } from '../../lib/storage';

function randomUuid(): string {
  // randomUUID exists only in secure contexts; a phone testing over plain http on the LAN
  // lacks it, while getRandomValues works everywhere. Build an RFC 4122 v4 id by hand then.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This browser's id for push and session bookkeeping (SPEC §3 Device), made once and kept. */
export function getDeviceId(): string {
  const existing = readStorage(DEVICE_ID_KEY);
  if (existing) return existing;
  const id = randomUuid();
  writeStorage(DEVICE_ID_KEY, id);
  return id;
}
