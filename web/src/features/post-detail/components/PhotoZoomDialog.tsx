import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../api/client';
import type { SwipeDirection } from '../swipe';
import { useModalDialog } from '../useModalDialog';
import { useSwipe } from '../useSwipe';
import { CloseIcon, ZoomIcon } from './icons';
import { roundControl, StepButtons } from './StepButtons';

interface PhotoZoomDialogProps {
  open: boolean;
  images: string[];
  title: string;
  index: number;
  onStep: (direction: SwipeDirection) => void;
  onClose: () => void;
}

/**
 * The photo full size over a dark backdrop. It opens fitted to the screen; tapping it (or
 * the zoom button) shows it at its real size to pan around. Escape or Close ends it, and
 * focus goes back to the photo that opened it.
 */
export function PhotoZoomDialog({
  open,
  images,
  title,
  index,
  onStep,
  onClose,
}: PhotoZoomDialogProps) {
  const { t } = useTranslation();
  const dialogRef = useModalDialog(open);
  const [zoomed, setZoomed] = useState(false);
  const viewportRef = useRef<HTMLDivElement>(null);

  // At real size the photo opens on its middle, where the food usually is, not its corner.
  const centre = () => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    viewport.scrollLeft = (viewport.scrollWidth - viewport.clientWidth) / 2;
    viewport.scrollTop = (viewport.scrollHeight - viewport.clientHeight) / 2;
  };
  useEffect(() => {
    if (zoomed) centre();
  }, [zoomed]);
  const step = (direction: SwipeDirection) => {
    setZoomed(false);
    onStep(direction);
  };
  const swipe = useSwipe(step);
  const close = () => {
    setZoomed(false);
    onClose();
  };
  const count = images.length;
  const src = mediaUrl(images[index]);

  return (
    <dialog
      ref={dialogRef}
      aria-label={t('postDetail.zoom.label', { title })}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // Some browsers close on a repeated Escape despite preventDefault; keep state in step.
      onClose={() => {
        if (open) close();
      }}
      onKeyDown={(event) => {
        if (zoomed) return;
        if (event.key === 'ArrowLeft') step('previous');
        else if (event.key === 'ArrowRight') step('next');
      }}
      className="dark-surface m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black"
    >
      {open ? (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-2 p-2">
            <p className="truncate px-2 font-semibold">
              {count > 1 ? t('postDetail.gallery.position', { n: index + 1, count }) : title}
            </p>
            <div className="flex gap-2">
              <button
                type="button"
                className={roundControl}
                onClick={() => setZoomed((value) => !value)}
                aria-pressed={zoomed}
                aria-label={t('postDetail.zoom.actualSize')}
              >
                <ZoomIcon zoomed={zoomed} />
              </button>
              <button
                type="button"
                className={roundControl}
                onClick={close}
                aria-label={t('postDetail.zoom.close')}
                autoFocus
              >
                <CloseIcon />
              </button>
            </div>
          </div>
          <div
            ref={viewportRef}
            className={`relative min-h-0 flex-1 ${zoomed ? 'overflow-auto' : 'touch-pan-y overflow-hidden'}`}
            {...(zoomed ? {} : swipe.handlers)}
          >
            {src ? (
              <img
                src={src}
                alt={t('postDetail.zoom.photoAlt', { title, n: index + 1, count })}
                draggable={false}
                onLoad={() => {
                  if (zoomed) centre();
                }}
                onClick={() => {
                  if (!swipe.takeDrag()) setZoomed((value) => !value);
                }}
                style={zoomed ? undefined : { transform: `translateX(${swipe.dx}px)` }}
                className={
                  zoomed
                    ? 'max-w-none cursor-zoom-out'
                    : 'mx-auto size-full cursor-zoom-in object-contain select-none'
                }
              />
            ) : null}
            {count > 1 && !zoomed ? (
              <StepButtons index={index} count={count} onStep={step} />
            ) : null}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
