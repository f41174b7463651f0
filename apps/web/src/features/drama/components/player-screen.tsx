import { MarkButtons } from './mark-buttons';
import { useCallback, useEffect, useRef, useState, type TouchEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Popup, SpinLoading } from 'antd-mobile';
import {
  DownOutline,
  LeftOutline,
  LockFill,
  SoundMuteOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { formatMoney, type VideoItem } from '@app/contract';
import { currentLocale } from '#web/lib/i18n';
import { localStore, useLocal } from '#web/lib/storage';
import { addHistory, useDrama, useEpisodes } from '#web/features/drama/api/drama';
import { VIP_PATH, useToggles, useUnlock } from '#web/features/drama/hooks/use-drama-actions';
import { nextEpisode, pickEpisode, resumeSeconds, shouldPreload } from '#web/features/drama/lib/episodes';
import { formatClock } from '#web/features/drama/lib/lists';
import { preloadEpisode } from '#web/features/drama/lib/preload';
import { EndCardAd } from '#web/features/adv';
import { HlsVideo, loadHlsLibrary } from './hls-video';
import { EpisodeGrid } from './episode-grid';
import { AutoUnlockSwitch } from './auto-unlock';
import { SeekBar } from './seek-bar';
import '#web/features/drama/drama.css';
import { isolateLtr } from '#web/lib/bidi';

const HISTORY_EVERY_MS = 10_000;
const SWIPE_PX = 60;

/** `/tv/video?id=&ep=`: a full-screen vertical player for one episode at a time. */
export function DramaPlayerScreen({ id }: { id: number }) {
  const { t } = useTranslation('drama');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const drama = useDrama(id);
  const items = useEpisodes(id, { pollWhilePreparing: true });
  const { toggleStar, toggleCollect, busy } = useToggles(drama.data);
  const { unlockOne, unlockAll, paying, sheet: passwordSheet } = useUnlock(id);
  const locale = currentLocale();

  const list = items.data?.list ?? [];
  const resume = drama.data?.resume;
  const epParam = params.get('ep');
  // Without ?ep=, a signed-in viewer continues where they left off: wait for the drama to know where.
  const waitForResume = !epParam && !!localStore.getState().token && drama.isPending;
  const item = waitForResume
    ? undefined
    : pickEpisode(list, epParam ?? (resume ? String(resume.index) : null));
  const next = item ? nextEpisode(list, item.index) : undefined;

  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [src, setSrc] = useState<{ itemId: number; url: string } | null>(null);
  const [stale, setStale] = useState(false);
  const resumeAt = useRef(0);
  const lastPos = useRef<{ itemId: number; seconds: number } | null>(null);
  const sentPos = useRef('');
  const resumed = useRef(false);
  const [resumedAt, setResumedAt] = useState(0);
  const [muted, setMuted] = useState(true);
  // The episode whose end was reached with no next one: the end card shows over it.
  const [endedId, setEndedId] = useState<number | null>(null);
  const [paused, setPaused] = useState(false);
  const [time, setTime] = useState({ current: 0, duration: 0 });
  const autoUnlock = useLocal((s) => s.autoUnlock);
  // The locked episode the player moved on to from the one before (auto-unlock applies only there).
  const reachedNext = useRef<number | null>(null);
  const [autoPaid, setAutoPaid] = useState<{ itemId: number; price: number } | null>(null);
  const [autoBusy, setAutoBusy] = useState(false);
  const [sheet, setSheet] = useState(false);
  const preloaded = useRef<number | null>(null);
  useEffect(() => void loadHlsLibrary(), []);

  // Progress reports: every 10 s while playing, on pause, when the episode changes, and when the
  // page goes away (closed, hidden or navigated), from the last position seen.
  const report = useCallback((keepalive = false) => {
    const pos = lastPos.current;
    if (!pos || pos.seconds < 1 || !localStore.getState().token) return;
    const key = `${pos.itemId}:${Math.floor(pos.seconds)}`;
    if (key === sentPos.current) return;
    sentPos.current = key;
    addHistory(pos.itemId, pos.seconds, keepalive);
  }, []);
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (videoRef.current && !videoRef.current.paused) report();
    }, HISTORY_EVERY_MS);
    const away = () => {
      if (document.visibilityState === 'hidden') report(true);
    };
    const leave = () => report(true);
    document.addEventListener('visibilitychange', away);
    window.addEventListener('pagehide', leave);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', away);
      window.removeEventListener('pagehide', leave);
      report(true);
    };
  }, [report]);

  // Keep the URL we play while the list refreshes; switch only for another episode or an expired URL.
  useEffect(() => {
    if (!item?.playable || !item.playUrl) return;
    if (src?.itemId === item.id && !stale) return;
    if (src?.itemId !== item.id) {
      report();
      // The saved position applies once, to the first episode opened here.
      resumeAt.current = resumed.current ? 0 : resumeSeconds(resume, item);
      resumed.current = true;
      setResumedAt(resumeAt.current);
    }
    setSrc({ itemId: item.id, url: item.playUrl });
    setStale(false);
  }, [item, resume, src?.itemId, stale, report]);

  useEffect(() => {
    if (!resumedAt) return;
    const timer = window.setTimeout(() => setResumedAt(0), 3000);
    return () => window.clearTimeout(timer);
  }, [resumedAt]);

  const onMediaError = useCallback(() => {
    resumeAt.current = videoRef.current?.currentTime ?? 0;
    setStale(true);
    void items.refetch();
  }, [items]);

  const goTo = useCallback(
    (target: VideoItem | undefined) => {
      if (!target) return;
      setTime({ current: 0, duration: 0 });
      reachedNext.current = item && target.index === item.index + 1 ? target.id : null;
      setParams({ id: String(id), ep: String(target.index) }, { replace: true });
    },
    [id, item, setParams],
  );

  // Auto-unlock (switched on by the viewer): the next episode, reached from the one before, is paid
  // without asking; a short balance or the trade password still stop and ask.
  useEffect(() => {
    if (!item || item.playable) return;
    const reached = reachedNext.current === item.id;
    // Only the arrival counts: switching auto-unlock on at the lock does not pay this episode.
    reachedNext.current = null;
    if (!reached || !autoUnlock || !localStore.getState().token) return;
    setAutoBusy(true);
    void unlockOne(item, { auto: true })
      .then((ok) => {
        if (ok) setAutoPaid({ itemId: item.id, price: item.price });
      })
      .finally(() => setAutoBusy(false));
  }, [item, autoUnlock, unlockOne]);

  useEffect(() => {
    if (!autoPaid) return;
    const timer = window.setTimeout(() => setAutoPaid(null), 5000);
    return () => window.clearTimeout(timer);
  }, [autoPaid]);

  const onTimeUpdate = () => {
    const video = videoRef.current;
    if (!video) return;
    if (src && video.currentTime > 0) lastPos.current = { itemId: src.itemId, seconds: video.currentTime };
    setTime({ current: video.currentTime, duration: Number.isFinite(video.duration) ? video.duration : 0 });
    if (next?.playUrl && preloaded.current !== next.id && shouldPreload(video.currentTime, video.duration)) {
      preloaded.current = next.id;
      // Warm the cache with the start of the next episode.
      void preloadEpisode(next.playUrl);
    }
  };

  /** A tap on the picture pauses or plays, as viewers expect (sound comes on with a tap on play). */
  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (!video.paused) {
      video.pause();
      return;
    }
    if (muted) {
      video.muted = false;
      setMuted(false);
    }
    void video.play().catch(() => undefined);
  };

  const unmute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = false;
    setMuted(false);
    if (video.paused) void video.play().catch(() => undefined);
  };

  const seek = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = seconds;
    setTime((old) => ({ ...old, current: seconds }));
  };

  const touchY = useRef<number | null>(null);
  const onTouchStart = (e: TouchEvent) => {
    touchY.current = e.touches[0]?.clientY ?? null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const startY = touchY.current;
    const endY = e.changedTouches[0]?.clientY;
    touchY.current = null;
    if (startY === null || endY === undefined) return;
    if (startY - endY > SWIPE_PX) goTo(next);
    else if (endY - startY > SWIPE_PX && item) goTo(list.find((x) => x.index === item.index - 1));
  };

  const d = drama.data;
  const locked = item && !item.playable;
  const preparing = item?.playable && !item.playUrl;

  return (
    <div
      className="drama-player"
      data-testid="drama-player"
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      {item && !locked && src ? (
        <HlsVideo
          className="drama-player__video"
          videoRef={videoRef}
          src={src.url}
          startAt={resumeAt.current}
          muted={muted}
          autoPlay
          onMediaError={onMediaError}
          onClick={togglePlay}
          onPlay={() => setPaused(false)}
          onPause={() => {
            setPaused(true);
            report();
          }}
          onTimeUpdate={onTimeUpdate}
          onDurationChange={onTimeUpdate}
          onEnded={() => {
            report();
            if (next) goTo(next);
            else setEndedId(item?.id ?? null);
          }}
          data-testid="drama-video"
        />
      ) : null}

      {items.isPending || preparing || (item && !locked && !src) ? (
        <div className="drama-player__center">
          <SpinLoading color="white" />
          {preparing ? <p>{t('drama.player.preparing')}</p> : null}
        </div>
      ) : null}

      {items.isError || drama.isError ? (
        <div className="drama-player__center">
          <p>{t('drama.error.title')}</p>
          <Button size="small" onClick={() => void items.refetch()}>
            {t('drama.retry')}
          </Button>
        </div>
      ) : null}

      {paused && !locked && src ? (
        <button
          type="button"
          className="drama-player__bigplay"
          onClick={togglePlay}
          aria-label={t('drama.play')}
          data-testid="play-button"
        >
          ▶
        </button>
      ) : null}

      <div className="drama-player__top">
        <button
          type="button"
          className="drama-player__back"
          onClick={() => void navigate(-1)}
          aria-label={t('drama.back')}
        >
          <LeftOutline />
        </button>
        {resumedAt > 0 && !locked && src ? (
          <span className="drama-chip drama-chip--quiet" data-testid="resumed">
            {t('drama.player.resumed', { time: formatClock(resumedAt) })}
          </span>
        ) : null}
        {muted && !locked && src ? (
          <button type="button" className="drama-chip" onClick={unmute} data-testid="unmute">
            <SoundMuteOutline /> {t('drama.player.unmute')}
          </button>
        ) : null}
        {autoPaid && autoPaid.itemId === item?.id ? (
          <span className="drama-chip drama-chip--quiet" role="status" data-testid="auto-unlocked">
            {t('drama.autoUnlock.done', { amount: isolateLtr(formatMoney(autoPaid.price, locale)) })}
          </span>
        ) : null}
      </div>

      {item && endedId === item.id && !locked ? (
        <div className="drama-lock" data-testid="end-card">
          <h2>{t('end.title', { ns: 'adv' })}</h2>
          <p>{t('end.text', { ns: 'adv' })}</p>
          <Button
            block
            shape="rounded"
            className="drama-lock__all"
            onClick={() => {
              setEndedId(null);
              const video = videoRef.current;
              if (video) {
                video.currentTime = 0;
                void video.play().catch(() => undefined);
              }
            }}
            data-testid="end-replay"
          >
            {t('end.replay', { ns: 'adv' })}
          </Button>
          <EndCardAd videoId={id} />
        </div>
      ) : null}

      {locked && item ? (
        <div className="drama-lock" data-testid="lock-overlay">
          <LockFill className="drama-lock__icon" />
          <h2>{t('drama.episode', { index: item.index })}</h2>
          <p>
            {autoBusy
              ? t('drama.autoUnlock.busy', { amount: isolateLtr(formatMoney(item.price, locale)) })
              : t('drama.lock.text')}
          </p>
          <Button
            block
            color="primary"
            shape="rounded"
            loading={paying || autoBusy}
            disabled={paying || autoBusy}
            onClick={() => void unlockOne(item, d ? { drama: d.title } : {})}
            data-testid="unlock-one"
          >
            {t('drama.unlock.one', { amount: isolateLtr(formatMoney(item.price, locale)) })}
          </Button>
          {d && d.unlockAllPrice > 0 ? (
            <Button
              block
              shape="rounded"
              className="drama-lock__all"
              disabled={paying}
              onClick={() => void unlockAll(d.unlockAllPrice, d.title)}
              data-testid="unlock-all"
            >
              {t('drama.unlock.all', { amount: isolateLtr(formatMoney(d.unlockAllPrice, locale)) })}
            </Button>
          ) : null}
          <Button block shape="rounded" className="drama-lock__vip" onClick={() => void navigate(VIP_PATH)}>
            {t('drama.lock.vip')}
          </Button>
          <AutoUnlockSwitch className="drama-lock__auto" />
        </div>
      ) : null}

      {d ? (
        <div className="drama-player__side">
          <MarkButtons
            drama={d}
            busy={busy}
            onStar={toggleStar}
            onCollect={toggleCollect}
            base="drama-side"
            collectedModifier="gold"
          />
          <button
            type="button"
            className="drama-side"
            onClick={() => setSheet(true)}
            data-testid="episodes-button"
          >
            <UnorderedListOutline />
            <span>{t('drama.player.episodes')}</span>
          </button>
          {next ? (
            <button
              type="button"
              className="drama-side"
              onClick={() => goTo(next)}
              data-testid="next-episode"
            >
              <DownOutline />
              <span>{t('drama.player.next')}</span>
            </button>
          ) : null}
        </div>
      ) : null}

      <div className="drama-player__bottom">
        {d ? (
          <div className="drama-player__title" dir="auto">
            {d.title}
          </div>
        ) : null}
        {item ? (
          <div className="drama-player__ep" data-testid="episode-title">
            {t('drama.episodeOf', { index: item.index, count: list.length })}
            {item.title ? (
              <>
                {' '}
                · <bdi>{item.title}</bdi>
              </>
            ) : null}
          </div>
        ) : null}
        {item && !locked && src ? (
          <SeekBar current={time.current} duration={time.duration} onSeek={seek} />
        ) : null}
      </div>

      {passwordSheet}
      <Popup
        visible={sheet}
        onMaskClick={() => setSheet(false)}
        onClose={() => setSheet(false)}
        bodyClassName="drama-sheet"
      >
        <div className="drama-sheet__head">
          <strong dir="auto">{d?.title}</strong>
          <span>{t('drama.episodes', { count: list.length })}</span>
        </div>
        <EpisodeGrid
          list={list}
          currentId={item?.id}
          className="drama-grid drama-grid--sheet"
          onPick={(e) => {
            setSheet(false);
            goTo(e);
          }}
        />
      </Popup>
    </div>
  );
}
