import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isNavigateMessage } from './push';

/**
 * A tapped notification asks the open app window to show its page (see src/sw.ts): moving
 * with the router keeps the app running instead of reloading it.
 */
export function useNotificationNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    // Absent on plain http (other than localhost) and in some private modes.
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    function onMessage(event: MessageEvent) {
      if (isNavigateMessage(event.data)) void navigate(event.data.url);
    }
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);
}
