export { LocationPill } from './LocationPill';
export {
  useDeviceLocation,
  type DeviceLocation,
  type DeviceLocationOptions,
} from './useDeviceLocation';
export type {
  DevicePosition,
  LocationErrorCode,
  LocationState,
  LocationStatus,
} from './geolocation';
