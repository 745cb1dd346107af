import type { Alert } from '@core/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { useToast } from '../../ui/toast';
import { useDeleteAlert, useSetAlertPaused } from './queries';

/**
 * Pause, resume and delete (after a question), each outcome said in a toast, which is the
 * app's polite live region, so screen readers hear it too.
 */
export function useAlertActions({ afterDelete }: { afterDelete: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const pause = useSetAlertPaused();
  const remove = useDeleteAlert();
  const [asking, setAsking] = useState<Alert | null>(null);
  const failed = () => toast(t('alerts.item.failed'), { kind: 'error' });

  const setPaused = (alert: Alert, paused: boolean) =>
    pause.mutate(
      { id: alert.id, paused },
      {
        onSuccess: () =>
          toast(t(paused ? 'alerts.item.pausedDone' : 'alerts.item.resumedDone'), {
            kind: 'success',
          }),
        // 404: deleted on another phone; the list reloads without it, nothing to apologise for.
        onError: (error) => {
          if (!isApiError(error) || error.status !== 404) failed();
        },
      },
    );

  const confirm = () => {
    const alert = asking;
    setAsking(null);
    if (!alert) return;
    remove.mutate(alert.id, {
      onSuccess: () => {
        toast(t('alerts.item.deletedDone'), { kind: 'success' });
        afterDelete();
      },
      onError: failed,
    });
  };

  let busyId: string | null = null;
  if (remove.isPending) busyId = remove.variables ?? null;
  else if (pause.isPending) busyId = pause.variables?.id ?? null;

  return {
    asking,
    ask: setAsking,
    cancel: () => setAsking(null),
    confirm,
    setPaused,
    busyId,
  };
}
