import { useNotificationNavigation } from '../../pwa/useNotificationNavigation';
import { OfflineBanner } from './OfflineBanner';
import { UpdateBanner } from './UpdateBanner';

/** The installable app's part of the frame: offline notice, update offer, notification taps. */
export function AppStatusBanners() {
  useNotificationNavigation();
  return (
    <>
      <OfflineBanner />
      <UpdateBanner />
    </>
  );
}
