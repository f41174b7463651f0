import { Flex, Tag, Tooltip, Typography } from 'antd';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  MinusCircleOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { AdminVideoItem, EpisodeCounts } from '@app/contract';

/** What staff see of an episode's video: waiting for an upload, queued, transcoding, ready or failed. */
export type EpisodeState = 'noVideo' | 'pending' | 'processing' | 'ready' | 'failed';

export function episodeState(item: Pick<AdminVideoItem, 'status' | 'hasSource'>): EpisodeState {
  if (item.status === 'pending' && !item.hasSource) return 'noVideo';
  return item.status;
}

const LOOK: Record<EpisodeState, { color: string; icon: ReactNode }> = {
  noVideo: { color: 'default', icon: <MinusCircleOutlined /> },
  pending: { color: 'gold', icon: <ClockCircleOutlined /> },
  processing: { color: 'processing', icon: <SyncOutlined spin /> },
  ready: { color: 'success', icon: <CheckCircleOutlined /> },
  failed: { color: 'error', icon: <CloseCircleOutlined /> },
};

export function EpisodeStatusTag({ item }: { item: AdminVideoItem }) {
  const { t } = useTranslation('drama');
  const state = episodeState(item);
  const tag = (
    <Tag
      color={LOOK[state].color}
      icon={LOOK[state].icon}
      style={{ marginInlineEnd: 0 }}
      data-testid={`episode-status-${state}`}
    >
      {t(`console.dramas.status.${state}`)}
    </Tag>
  );
  if (state !== 'failed') return tag;
  return (
    <Tooltip
      title={
        <>
          <div style={{ fontWeight: 600 }}>{t('console.dramas.status.failureTitle')}</div>
          <div style={{ wordBreak: 'break-word' }}>
            {item.failure || t('console.dramas.status.noFailureText')}
          </div>
        </>
      }
    >
      <span style={{ cursor: 'help' }}>{tag}</span>
    </Tooltip>
  );
}

const SUMMARY_ORDER: (keyof Omit<EpisodeCounts, 'total' | 'ready'>)[] = [
  'processing',
  'pending',
  'failed',
  'noSource',
];
const SUMMARY_STATE: Record<(typeof SUMMARY_ORDER)[number], EpisodeState> = {
  processing: 'processing',
  pending: 'pending',
  failed: 'failed',
  noSource: 'noVideo',
};

/** "8 / 10 ready" with a coloured tag for each other state that has episodes. */
export function EpisodeSummary({ counts }: { counts: EpisodeCounts }) {
  const { t } = useTranslation('drama');
  if (counts.total === 0)
    return <Typography.Text type="secondary">{t('console.dramas.summary.none')}</Typography.Text>;
  const allReady = counts.ready === counts.total;
  return (
    <Flex vertical gap={4} align="flex-start">
      <Typography.Text strong type={allReady ? 'success' : undefined}>
        {t('console.dramas.summary.ready', { ready: counts.ready, total: counts.total })}
      </Typography.Text>
      <Flex gap={4} wrap>
        {SUMMARY_ORDER.filter((k) => counts[k] > 0).map((k) => (
          <Tag
            key={k}
            color={LOOK[SUMMARY_STATE[k]].color}
            style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '18px', paddingInline: 5 }}
          >
            {t(`console.dramas.summary.${k}`, { count: counts[k] })}
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
}
