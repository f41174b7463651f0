import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '#web/lib/bidi';
import { formatClock } from '#web/features/drama/lib/lists';
import { seekFraction, seekStep } from '#web/features/drama/lib/seek';

interface Props {
  /** Seconds played. */
  current: number;
  /** Seconds in the episode (0 until the media knows). */
  duration: number;
  onSeek: (seconds: number) => void;
}

/**
 * The player's progress bar without thumbnails: tap or drag to seek, arrow keys step 5 s (Home and
 * End jump), elapsed / total time beside it. It runs the way the page reads (right to left in Arabic).
 */
export function SeekBar({ current, duration, onSeek }: Props) {
  const { t } = useTranslation('drama');
  const track = useRef<HTMLDivElement | null>(null);
  const [drag, setDrag] = useState<number | null>(null);
  const ready = duration > 0;
  const shown = drag ?? current;
  const fraction = ready ? Math.min(1, Math.max(0, shown / duration)) : 0;

  const at = (e: PointerEvent) => {
    const el = track.current;
    if (!el) return 0;
    const rect = el.getBoundingClientRect();
    const rtl = getComputedStyle(el).direction === 'rtl';
    return seekFraction(e.clientX, rect.left, rect.width, rtl) * duration;
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!ready) return;
    e.stopPropagation();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const s = at(e);
    setDrag(s);
    onSeek(s);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag === null) return;
    const s = at(e);
    setDrag(s);
    onSeek(s);
  };
  const end = () => setDrag(null);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!ready) return;
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const next = seekStep(e.key, current, duration, rtl);
    if (next === null) return;
    e.preventDefault();
    onSeek(next);
  };

  const elapsed = formatClock(shown);
  const total = formatClock(duration);
  return (
    <div className="drama-seek" data-testid="seek">
      <div
        ref={track}
        className={`drama-seek__track${drag !== null ? ' drama-seek__track--drag' : ''}`}
        role="slider"
        tabIndex={0}
        aria-label={t('drama.player.seek')}
        aria-valuemin={0}
        aria-valuemax={Math.floor(duration)}
        aria-valuenow={Math.floor(shown)}
        aria-valuetext={t('drama.player.timeOf', { elapsed, total })}
        aria-disabled={!ready}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={end}
        onPointerCancel={end}
        onKeyDown={onKeyDown}
        // A drag along the bar is not a swipe to another episode.
        onTouchStart={(e) => e.stopPropagation()}
        onTouchEnd={(e) => e.stopPropagation()}
        onClick={(e) => e.stopPropagation()}
        data-testid="seek-bar"
      >
        <div className="drama-seek__rail">
          <div className="drama-seek__fill" style={{ inlineSize: `${fraction * 100}%` }} />
          <div className="drama-seek__thumb" style={{ insetInlineStart: `${fraction * 100}%` }} />
        </div>
      </div>
      <span className="drama-seek__time" data-testid="seek-time">
        {isolateLtr(`${elapsed} / ${total}`)}
      </span>
    </div>
  );
}
