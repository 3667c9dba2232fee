import { photoSources } from '@vitrine/contract/photos';
import type { ProductImage } from '@vitrine/contract';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { galleryRules, stepImage, thumbStart, visibleThumbs } from '../../../lib/ui/gallery';

const MAIN_PX = 600;
const THUMB_PX = 72;

/**
 * B§2.4, T§4 zoom gallery. The main image is the LCP (never lazy). Clicking it toggles the zoom image, dragged with
 * the pointer; Esc closes the zoom. Without JavaScript the image and thumbnails link to the big files.
 */
export function Gallery({ images, name }: { images: readonly ProductImage[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [start, setStart] = useState(0);
  const [zoom, setZoom] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const rules = galleryRules(images.length, index);
  const image = images[index];

  useEffect(() => {
    if (!zoom) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setZoom(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [zoom]);

  if (!image) return <div className="aspect-square w-full rounded-md bg-gray-100" />;

  const go = (next: number) => {
    setIndex(next);
    setZoom(false);
    if (!visibleThumbs(images.length, start).includes(next)) setStart(next);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!zoom || !drag.current) return;
    const box = event.currentTarget.getBoundingClientRect();
    const dx = ((event.clientX - drag.current.x) / box.width) * 100;
    const dy = ((event.clientY - drag.current.y) / box.height) * 100;
    if (Math.abs(dx) + Math.abs(dy) > 1) drag.current.moved = true;
    drag.current = { x: event.clientX, y: event.clientY, moved: drag.current.moved };
    setOrigin((o) => ({ x: clamp(o.x - dx), y: clamp(o.y - dy) }));
  };

  return (
    <div className="flex flex-col gap-2" data-testid="gallery">
      <div className="relative overflow-hidden rounded-md border border-gray-200 bg-white">
        <a
          href={image.arquivos.big}
          className={`block touch-none ${zoom ? 'cursor-grab' : 'cursor-zoom-in'}`}
          aria-label={zoom ? 'Fechar zoom da imagem' : `Ampliar imagem: ${image.label || name}`}
          aria-pressed={zoom}
          role="button"
          onClick={(event) => {
            event.preventDefault();
            if (drag.current?.moved) return;
            setZoom((z) => !z);
          }}
          onPointerDown={(event) => {
            drag.current = { x: event.clientX, y: event.clientY, moved: false };
          }}
          onPointerMove={onPointerMove}
          onPointerUp={() => {
            setTimeout(() => (drag.current = null), 0);
          }}
        >
          <img
            src={zoom ? image.arquivos.zoom : image.arquivos.big}
            {...(zoom ? photoSources(image.arquivos.zoom, 'zoom') : photoSources(image.arquivos.big, 'gallery'))}
            alt={image.label || name}
            width={MAIN_PX}
            height={MAIN_PX}
            fetchPriority={index === 0 ? 'high' : undefined}
            loading="eager"
            decoding={index === 0 ? 'sync' : 'async'}
            draggable={false}
            data-zoom={zoom || undefined}
            className="aspect-square h-auto w-full object-contain transition-transform"
            style={zoom ? { transform: 'scale(2.5)', transformOrigin: `${origin.x}% ${origin.y}%` } : undefined}
          />
        </a>
        {rules.controls ? (
          <>
            <button
              type="button"
              className="gallery-nav left-1"
              aria-label="Imagem anterior"
              disabled={rules.prevDisabled}
              onClick={() => go(stepImage(images.length, index, -1))}
            >
              ‹
            </button>
            <button
              type="button"
              className="gallery-nav right-1"
              aria-label="Próxima imagem"
              disabled={rules.nextDisabled}
              onClick={() => go(stepImage(images.length, index, 1))}
            >
              ›
            </button>
          </>
        ) : null}
      </div>
      {images.length > 1 ? (
        <div className="flex items-center gap-1">
          {rules.thumbArrows ? (
            <button
              type="button"
              className="icon-button size-11 shrink-0"
              aria-label="Miniaturas anteriores"
              onClick={() => setStart(thumbStart(images.length, start, -1))}
            >
              ‹
            </button>
          ) : null}
          <ul className="grid flex-1 grid-cols-5 gap-1" aria-label="Miniaturas">
            {visibleThumbs(images.length, start).map((i) => {
              const thumb = images[i];
              if (!thumb) return null;
              return (
                <li key={i}>
                  <a
                    href={thumb.arquivos.big}
                    aria-label={`Imagem ${i + 1} de ${images.length}`}
                    aria-current={i === index ? 'true' : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      go(i);
                    }}
                    className={`block rounded border-2 ${i === index ? 'border-brand-700' : 'border-gray-200'}`}
                  >
                    <img
                      src={thumb.arquivos.small}
                      {...photoSources(thumb.arquivos.small, 'thumbnail')}
                      alt=""
                      width={THUMB_PX}
                      height={THUMB_PX}
                      loading="lazy"
                      className="aspect-square h-auto w-full object-contain"
                    />
                  </a>
                </li>
              );
            })}
          </ul>
          {rules.thumbArrows ? (
            <button
              type="button"
              className="icon-button size-11 shrink-0"
              aria-label="Próximas miniaturas"
              onClick={() => setStart(thumbStart(images.length, start, 1))}
            >
              ›
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function clamp(value: number): number {
  return Math.min(100, Math.max(0, value));
}
