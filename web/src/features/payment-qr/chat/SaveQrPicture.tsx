import { useTranslation } from 'react-i18next';
import { touchLink } from '../../../ui/styles';
import { qrPng } from './qrDrawing';

/**
 * A buyer with one phone cannot point its camera at its own screen: wallets take the code
 * from a saved picture instead ("Upload QR"). The PNG is made when asked for, not before.
 */
export function SaveQrPicture({ payload, provider }: { payload: string; provider: string }) {
  const { t } = useTranslation();
  const save = async () => {
    const link = document.createElement('a');
    link.href = await qrPng(payload);
    link.download = `palengke-qr-${provider.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`;
    link.click();
  };
  return (
    <button type="button" className={touchLink} onClick={() => void save()}>
      {t('paymentQr.card.download')}
    </button>
  );
}
