import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useSession } from '../session';

/** SPEC §2: Logout asks first, then clears the session and goes home. */
export function LogoutButton({ className }: { className: string }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);

  return (
    <>
      <button type="button" className={className} onClick={() => setAsking(true)}>
        {t('nav.logout')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('logout.title')}
        message={t('logout.message')}
        confirmLabel={t('logout.confirm')}
        cancelLabel={t('common.cancel')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          signOut();
          navigate('/', { replace: true });
        }}
      />
    </>
  );
}
