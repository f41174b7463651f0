import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, PullToRefresh } from 'antd-mobile';
import { CloseCircleOutline, GiftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { imageUrl, type BannerItem } from '@app/contract';
import { BannerWords } from '#web/components/banner-words';
import { MEDIA_HOST } from '#web/config/app';
import { useCampaigns } from '#web/features/activity/api/activity';
import { resolveCampaignLink } from '#web/features/activity/lib/link';
import '#web/features/activity/activity.css';

type Campaign = BannerItem;

function CampaignImage({ src, children }: { src: string; children: ReactNode }) {
  const [failed, setFailed] = useState(!src);
  return (
    <div className="activity-card__media banner-frame">
      {failed ? (
        <div className="activity-card__fallback" aria-hidden="true">
          <GiftOutline />
        </div>
      ) : (
        <img
          src={imageUrl(src, MEDIA_HOST)}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
      {children}
    </div>
  );
}

function CampaignCard({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('content');
  const target = resolveCampaignLink(campaign.link, window.location.origin);
  // The card is its picture with the words drawn over it; one that opens something always says so.
  const cta = campaign.cta || (target.kind === 'none' ? '' : t('activity.open'));
  const content = (
    <CampaignImage src={campaign.image}>
      <BannerWords banner={campaign} cta={cta} />
    </CampaignImage>
  );
  const common = {
    className: 'activity-card',
    'data-testid': 'activity-card',
    'aria-label': [campaign.title, campaign.subtitle].filter(Boolean).join('. '),
  };
  if (target.kind === 'route') {
    return (
      <Link to={target.path} {...common}>
        {content}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.url} target="_blank" rel="noopener noreferrer" {...common}>
        {content}
      </a>
    );
  }
  return <div {...common}>{content}</div>;
}

function CampaignsSkeleton() {
  return (
    <div className="activity-list" aria-busy="true" data-testid="activity-loading">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="activity-card activity-card--skeleton">
          <div className="activity-card__media activity-shimmer" />
        </div>
      ))}
    </div>
  );
}

function ActivityState({
  icon,
  title,
  text,
  action,
  onAction,
  testId,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
  onAction: () => void;
  testId: string;
}) {
  return (
    <div className="activity-state" data-testid={testId}>
      <div className="activity-state__art" aria-hidden="true">
        <span className="activity-state__icon">{icon}</span>
      </div>
      <p className="activity-state__title">{title}</p>
      <p className="activity-state__text">{text}</p>
      <Button color="primary" shape="rounded" className="activity-state__action" onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}

/** `/tv/activity` and `/vip/activity`: the campaigns on now, as large tappable cards. */
export function ActivityScreen({ onBrowse }: { onBrowse: () => void }) {
  const { t } = useTranslation('content');
  const campaigns = useCampaigns();
  const list = campaigns.data?.list ?? [];

  let body;
  if (campaigns.isPending) body = <CampaignsSkeleton />;
  else if (campaigns.isError)
    body = (
      <ActivityState
        icon={<CloseCircleOutline />}
        title={t('activity.errorTitle')}
        text={t('activity.errorText')}
        action={t('activity.retry')}
        onAction={() => void campaigns.refetch()}
        testId="activity-error"
      />
    );
  else if (list.length === 0)
    body = (
      <ActivityState
        icon={<GiftOutline />}
        title={t('activity.emptyTitle')}
        text={t('activity.emptyText')}
        action={t('activity.browse')}
        onAction={onBrowse}
        testId="activity-empty"
      />
    );
  else
    body = (
      <>
        <p className="activity-caption">{t('activity.caption', { count: list.length })}</p>
        <div className="activity-list" data-testid="activity-list">
          {list.map((c) => (
            <CampaignCard key={c.id} campaign={c} />
          ))}
        </div>
        <p className="activity-end">{t('activity.end')}</p>
      </>
    );

  return (
    <div className="activity-page">
      <PullToRefresh
        onRefresh={async () => void (await campaigns.refetch())}
        pullingText={t('common:list.pull')}
        canReleaseText={t('common:list.release')}
        refreshingText={t('common:list.refreshing')}
        completeText={t('common:list.refreshed')}
      >
        {body}
      </PullToRefresh>
    </div>
  );
}
