// react-i18next imports useSyncExternalStore from the `use-sync-external-store` shim, written
// for Reacts before 18; React 19 has it built in, so the shim's 0.5 KiB is not downloaded.
export { useSyncExternalStore } from 'react';
