import { css } from 'goober';
import { useEffect, useRef, useState } from 'preact/hooks';
import { IMAGE_PREVIEW, LAYER } from '../constants';
import { localized } from '../state/language';
import { useBackLayer } from './backLayer';
import { en } from './ImagePreview.text.en';
import { th } from './ImagePreview.text.th';
import { stepRotation, stepZoom } from './imagePreviewLimits';

import { theme } from './theme';
import { trapTab } from './trapTab';

/** Its own words, in the customer's language; they travel with it. */
const words = localized(en, th);

export interface ImagePreviewProps {
  src: string;
  alt: string;
  onClose: () => void;
}

const dialog = css({
  position: 'fixed',
  inset: 0,
  zIndex: LAYER.modal,
  display: 'flex',
  flexDirection: 'column',
  background: 'rgba(0, 0, 0, 0.88)',
  color: '#fff',
});
const stage = css({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  '& img': { maxWidth: '100%', maxHeight: '100%', transition: 'transform 0.15s ease-out' },
});
const toolbar = css({
  display: 'flex',
  justifyContent: 'center',
  gap: theme.space(2),
  padding: theme.space(3),
  '& button': {
    minWidth: '44px',
    minHeight: '44px',
    padding: `0 ${theme.space(2)}`,
    border: '1px solid rgba(255, 255, 255, 0.6)',
    borderRadius: theme.radius.md,
    background: 'transparent',
    color: '#fff',
    fontSize: '20px',
    cursor: 'pointer',
  },
  '& button:disabled': { opacity: 0.4, cursor: 'default' },
  '& button:focus-visible': { outline: '3px solid #fff', outlineOffset: '2px' },
});

/** Full-screen image viewer (SPEC §9): zoom 0.5–1.5 by 0.1, rotation by 90°. Escape and the back button close it;
 *  focus stays inside while open and goes back where it was on close. Lazy chunk: open it
 *  through openImagePreview() in ./imagePreview. */
export function ImagePreview({ src, alt, onClose }: ImagePreviewProps) {
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useBackLayer(onClose);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    return () => before?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else {
      trapTab(event, root.current, 'button:not(:disabled)');
    }
  };

  return (
    <div
      ref={root}
      class={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={alt ? words.imagePreviewOf(alt) : words.imagePreview}
      onKeyDown={onKeyDown}
    >
      <div class={stage}>
        <img
          src={src}
          alt={alt}
          style={{ transform: `scale(${zoom}) rotate(${rotation}deg)` }}
          data-zoom={zoom}
          data-rotation={rotation}
        />
      </div>
      <div class={toolbar}>
        <button
          type="button"
          aria-label={words.zoomOut}
          disabled={zoom <= IMAGE_PREVIEW.minZoom}
          onClick={() => setZoom((z) => stepZoom(z, -1))}
        >
          −
        </button>
        <button
          type="button"
          aria-label={words.zoomIn}
          disabled={zoom >= IMAGE_PREVIEW.maxZoom}
          onClick={() => setZoom((z) => stepZoom(z, 1))}
        >
          +
        </button>
        <button
          type="button"
          aria-label={words.rotateLeft}
          onClick={() => setRotation((r) => stepRotation(r, -1))}
        >
          ⟲
        </button>
        <button
          type="button"
          aria-label={words.rotateRight}
          onClick={() => setRotation((r) => stepRotation(r, 1))}
        >
          ⟳
        </button>
        <button ref={closeButton} type="button" aria-label={words.close} onClick={onClose}>
          ✕
        </button>
      </div>
    </div>
  );
}
