import { useTranslation } from 'react-i18next';
import { LockFill } from 'antd-mobile-icons';
import { formatMoney, type VideoItem } from '@app/contract';
import { currentLocale } from '#web/lib/i18n';

interface Props {
  list: readonly VideoItem[];
  onPick: (episode: VideoItem) => void;
  /** The episode playing now, marked in the grid. */
  currentId?: number;
  className?: string;
  testId?: string;
}

/** Every episode of a drama as numbered tiles: free badges, and a lock with the price on locked ones. */
export function EpisodeGrid({ list, onPick, currentId, className = 'drama-grid', testId }: Props) {
  const { t } = useTranslation('drama');
  const locale = currentLocale();
  return (
    <div className={className} data-testid={testId}>
      {list.map((e) => (
        <button
          type="button"
          key={e.id}
          className={`drama-ep${e.playable ? '' : ' drama-ep--locked'}${e.id === currentId ? ' drama-ep--current' : ''}`}
          onClick={() => onPick(e)}
          aria-label={t('drama.episode', { index: e.index })}
        >
          <span className="drama-ep__num">{e.index}</span>
          {e.free ? <span className="drama-ep__badge">{t('drama.free')}</span> : null}
          {!e.playable ? (
            <span className="drama-ep__lock">
              <LockFill /> <bdi dir="ltr">{formatMoney(e.price, locale)}</bdi>
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
