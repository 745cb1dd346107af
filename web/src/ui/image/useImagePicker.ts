import { useRef, useState, type ChangeEvent } from 'react';
import { compressImage } from './compressImage';
import {
  ImageCompressionError,
  type CompressionOptions,
  type ImageFailure,
} from './compressionPlan';

export interface ImagePickerHandlers {
  onPicked: (dataUrl: string) => void;
  onFailure: (reason: ImageFailure) => void;
  /** Told when shrinking starts and ends, so a form can hold its submit meanwhile. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * The work behind a photo file input: the chosen file is shrunk on the phone before it is
 * sent, with its progress (0..1, null when idle), and only the latest choice counts when a slow
 * phone is still busy with an earlier one.
 */
export function useImagePicker(options: CompressionOptions, handlers: ImagePickerHandlers) {
  const [preparing, setPreparing] = useState<number | null>(null);
  const latestPick = useRef(0);

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Clear the input so choosing the same file again (after a removal) still fires a change.
    event.target.value = '';
    if (!file) return;
    const pick = ++latestPick.current;
    const isLatest = () => pick === latestPick.current;
    setPreparing(0);
    handlers.onBusyChange?.(true);
    try {
      const image = await compressImage(file, options, (fraction) => {
        if (isLatest()) setPreparing(fraction);
      });
      if (isLatest()) handlers.onPicked(image.dataUrl);
    } catch (failure) {
      if (!isLatest()) return;
      handlers.onFailure(failure instanceof ImageCompressionError ? failure.reason : 'invalid');
    } finally {
      if (isLatest()) {
        setPreparing(null);
        handlers.onBusyChange?.(false);
      }
    }
  }

  return { preparing, onPick };
}
