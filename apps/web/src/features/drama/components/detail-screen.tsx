import { MarkButtons } from './mark-buttons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { PlayOutline } from 'antd-mobile-icons';
import { formatMoney, imageUrl } from '@app/contract';
import { currentLocale } from '#web/lib/i18n';
import { useDrama, useEpisodes } from '#web/features/drama/api/drama';
import { VIP_PATH, useToggles, useUnlock } from '#web/features/drama/hooks/use-drama-actions';
import { firstPlayable } from '#web/features/drama/lib/episodes';
import { EpisodeGrid } from './episode-grid';
import '#web/features/drama/drama.css';
import { isolateLtr } from '#web/lib/bidi';

export const playerPath = (videoId: number, index: number) => `/tv/video?id=${videoId}&ep=${index}`;

/** `/tv/detail?id=`: the drama's cover, facts, toggles, episodes and unlock offers. */
export function DramaDetailScreen({ id }: { id: number }) {
  const { t } = useTranslation('drama');
  const navigate = useNavigate();
  const drama = useDrama(id);
  const items = useEpisodes(id, { pollWhilePreparing: true });
  const { toggleStar, toggleCollect, busy } = useToggles(drama.data);
  const { unlockAll, paying, sheet: passwordSheet } = useUnlock(id);
  const locale = currentLocale();

  if (drama.isError) {
    return (
      <div className="drama-detail drama-detail--state">
        <ErrorBlock status="default" title={t('drama.error.title')} description={t('drama.error.text')}>
          <Button color="primary" onClick={() => void drama.refetch()}>
            {t('drama.retry')}
          </Button>
        </ErrorBlock>
      </div>
    );
  }
  if (!drama.data) {
    return (
      <div className="drama-detail" data-testid="drama-detail-loading">
        <div className="drama-hero drama-hero--skeleton" />
        <div className="drama-body">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      </div>
    );
  }

  const d = drama.data;
  const list = items.data?.list ?? [];
  const resume = d.resume ? list.find((e) => e.id === d.resume?.itemId) : undefined;
  const start = resume ?? firstPlayable(list);
  const vipActive = d.vip.status === 'active';

  return (
    <div className="drama-detail" data-testid="drama-detail">
      <div className="drama-hero">
        {d.cover ? (
          <img className="drama-hero__img" src={imageUrl(d.cover, '')} alt="" loading="lazy" />
        ) : (
          <div className="drama-hero__img drama-hero__placeholder" />
        )}
        <div className="drama-hero__shade" />
        <div className="drama-hero__text">
          <h1 className="drama-title" dir="auto">
            {d.title}
          </h1>
          <div className="drama-tags">
            {d.tags.map((tag) => (
              <span key={tag} className="drama-tag">
                {/* The demo's genres are translated; a tag staff typed shows as written. */}
                {t(`genre.${tag}`, { defaultValue: tag })}
              </span>
            ))}
            <span className="drama-tag drama-tag--muted">{t('drama.episodes', { count: d.episodes })}</span>
          </div>
        </div>
      </div>

      <div className="drama-body">
        <div className="drama-actions">
          <Button
            className="drama-play"
            color="primary"
            shape="rounded"
            disabled={!start}
            onClick={() => start && void navigate(playerPath(d.id, start.index))}
            data-testid="drama-play"
          >
            <PlayOutline />{' '}
            {resume
              ? t('drama.continueEp', { index: resume.index })
              : start
                ? t('drama.playEp', { index: start.index })
                : t('drama.play')}
          </Button>
          <MarkButtons
            drama={d}
            busy={busy}
            onStar={toggleStar}
            onCollect={toggleCollect}
            base="drama-toggle"
            collectedModifier="on"
          />
        </div>

        {d.description ? (
          <p className="drama-desc" dir="auto">
            {d.description}
          </p>
        ) : null}

        <button type="button" className="drama-vip" onClick={() => void navigate(VIP_PATH)}>
          <span className="drama-vip__badge">VIP</span>
          <span className="drama-vip__text">{vipActive ? t('drama.vip.active') : t('drama.vip.join')}</span>
          <span className="drama-vip__go">{vipActive ? t('drama.vip.manage') : t('drama.vip.go')}</span>
        </button>

        <div className="drama-section">
          <div className="drama-section__head">
            <h2>{t('drama.episodeList')}</h2>
            <span className="drama-section__meta">{t('drama.freeCount', { count: d.freeEpisodes })}</span>
          </div>
          {items.isPending ? (
            <Skeleton.Paragraph lineCount={3} animated />
          ) : list.length === 0 ? (
            <ErrorBlock status="empty" title={t('drama.noEpisodes')} description="" />
          ) : (
            <EpisodeGrid
              list={list}
              onPick={(e) => void navigate(playerPath(d.id, e.index))}
              testId="episode-grid"
            />
          )}
          {d.unlockAllPrice > 0 ? (
            <Button
              block
              className="drama-unlock-all"
              shape="rounded"
              loading={paying}
              disabled={paying}
              onClick={() => void unlockAll(d.unlockAllPrice, d.title)}
              data-testid="unlock-all"
            >
              {t('drama.unlock.all', { amount: isolateLtr(formatMoney(d.unlockAllPrice, locale)) })}
            </Button>
          ) : null}
        </div>
      </div>
      {passwordSheet}
    </div>
  );
}
