import { useState } from 'react';
import {
  App,
  Breadcrumb,
  Button,
  Card,
  Descriptions,
  Flex,
  Grid,
  Popconfirm,
  Result,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { EditOutlined, PlusOutlined, RedoOutlined, ReloadOutlined, SyncOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminVideoItem } from '@app/contract';
import { EmptyState } from '#admin/components/empty-state';
import { ErrorState } from '#admin/components/error-state';
import { LoadingView } from '#admin/components/loading-view';
import { Money } from '#admin/components/money';
import { errorMessage } from '#admin/lib/errors';
import { useFormatDateTime } from '#admin/lib/format';
import {
  EPISODE_POLL_MS,
  inProgress,
  useEpisodes,
  useRetranscode,
} from '#admin/features/drama/episodes/api/episodes';
import { isUploading, useEpisodeUploads } from '#admin/features/drama/uploads/lib/upload-store';
import { DramaCover } from '#admin/features/drama/dramas/components/drama-cover';
import { DramaDrawer } from '#admin/features/drama/dramas/components/drama-drawer';
import { PublishedTag, TagList } from '#admin/features/drama/dramas/components/drama-tags';
import { EpisodeModal } from './episode-modal';
import { EpisodeStatusTag, EpisodeSummary } from './episode-status';
import { EpisodeVideoCell } from '#admin/features/drama/uploads/components/episode-video-cell';

const small = { fontSize: 12 } as const;

export default function DramaEpisodesPage() {
  const { t } = useTranslation('drama');
  const { message } = App.useApp();
  const formatDate = useFormatDateTime();
  const phone = Grid.useBreakpoint().md === false;
  const params = useParams();
  const videoId = /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
  const uploads = useEpisodeUploads(videoId);
  const uploading = [...uploads.values()].some(isUploading);
  const result = useEpisodes(videoId, { uploading });
  const retry = useRetranscode();
  const [editingVideo, setEditingVideo] = useState(false);
  const [editing, setEditing] = useState<AdminVideoItem | 'new' | null>(null);

  if (!videoId)
    return (
      <Result status="404" title={t('staff:state.notFoundTitle')} subTitle={t('staff:state.notFound')} />
    );
  if (result.isPending) return <LoadingView />;
  if (result.error && !result.data) {
    return (
      <>
        <Breadcrumb
          items={[{ title: <Link to="/dramas">{t('console.dramas.title')}</Link> }]}
          style={{ marginBottom: 12 }}
        />
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      </>
    );
  }
  const { video, list } = result.data!;
  const polling = uploading || list.some(inProgress);

  const retranscode = (item: AdminVideoItem) =>
    retry.mutate(item.id, {
      onSuccess: () => void message.success(t('console.dramas.episode.requeued', { index: item.index })),
      onError: (error) => void message.error(errorMessage(error, t)),
    });

  const actions = (item: AdminVideoItem) => (
    <Flex gap={6} justify="flex-end" wrap>
      {item.status === 'failed' && item.hasSource ? (
        <Popconfirm
          title={t('console.dramas.episode.retryTitle', { index: item.index })}
          description={t('console.dramas.episode.retryExplain')}
          okText={t('console.dramas.episode.retry')}
          onConfirm={() => retranscode(item)}
        >
          <Button
            size="small"
            icon={<RedoOutlined />}
            loading={retry.isPending && retry.variables === item.id}
            data-testid="episode-retry"
          >
            {t('console.dramas.episode.retry')}
          </Button>
        </Popconfirm>
      ) : null}
      <Tooltip title={t('console.dramas.episode.edit')}>
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={() => setEditing(item)}
          aria-label={`${t('console.dramas.episode.edit')} ${item.index}`}
          data-testid="episode-edit"
        />
      </Tooltip>
    </Flex>
  );
  const price = (item: AdminVideoItem) =>
    item.free ? (
      <Flex vertical align="flex-end">
        <Tag color="green" style={{ marginInlineEnd: 0 }}>
          {t('console.dramas.episode.free')}
        </Tag>
        {item.price > 0 ? (
          <Typography.Text type="secondary" delete style={small}>
            <Money minor={item.price} />
          </Typography.Text>
        ) : null}
      </Flex>
    ) : (
      <Money minor={item.price} strong />
    );
  const video$ = (item: AdminVideoItem) => (
    <EpisodeVideoCell item={item} upload={uploads.get(item.id)} onUploaded={() => void result.refetch()} />
  );

  const columns: TableColumnsType<AdminVideoItem> = phone
    ? [
        {
          title: t('console.dramas.episode.column'),
          key: 'episode',
          render: (_: unknown, item) => (
            <Flex vertical gap={6} style={{ minWidth: 0 }}>
              <Flex justify="space-between" gap={8}>
                <Typography.Text strong ellipsis>
                  {t('console.dramas.episode.number', { index: item.index })} ·{' '}
                  <span dir="auto">{item.title}</span>
                </Typography.Text>
                {price(item)}
              </Flex>
              <Flex gap={8} align="center" wrap>
                <EpisodeStatusTag item={item} />
                {actions(item)}
              </Flex>
              {video$(item)}
            </Flex>
          ),
        },
      ]
    : [
        {
          title: t('console.dramas.episode.field.index'),
          dataIndex: 'index',
          width: 70,
          align: 'end',
          render: (n: number) => <Typography.Text strong>{n}</Typography.Text>,
        },
        {
          title: t('console.dramas.episode.field.title'),
          key: 'title',
          width: 220,
          render: (_: unknown, item) => (
            <Flex vertical style={{ minWidth: 0 }}>
              <Typography.Text ellipsis={{ tooltip: item.title }}>
                <span dir="auto">{item.title}</span>
              </Typography.Text>
              <Typography.Text type="secondary" style={small}>
                {t('console.dramas.episode.idCreated', { id: item.id, date: formatDate(item.createdAt) })}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          title: t('console.dramas.episode.field.price'),
          key: 'price',
          width: 110,
          align: 'end',
          render: (_: unknown, i) => price(i),
        },
        {
          title: t('console.dramas.episode.field.status'),
          key: 'status',
          width: 150,
          render: (_: unknown, item) => <EpisodeStatusTag item={item} />,
        },
        {
          title: t('console.dramas.episode.field.video'),
          key: 'video',
          width: 280,
          render: (_: unknown, i) => video$(i),
        },
        { title: '', key: 'actions', width: 130, fixed: 'end', render: (_: unknown, i) => actions(i) },
      ];

  return (
    <>
      <Breadcrumb
        items={[
          { title: <Link to="/dramas">{t('console.dramas.title')}</Link> },
          { title: <span dir="auto">{video.title}</span> },
        ]}
        style={{ marginBottom: 12 }}
      />
      <Card style={{ marginBottom: 16 }} styles={{ body: { padding: phone ? 12 : 20 } }}>
        <Flex gap={16} align="flex-start" wrap={phone}>
          <DramaCover src={video.cover} width={phone ? 72 : 96} />
          <Flex vertical gap={8} style={{ flex: 1, minWidth: 0 }}>
            <Flex justify="space-between" align="flex-start" gap={12} wrap>
              <Flex vertical gap={4} style={{ minWidth: 0 }}>
                <Typography.Title level={3} style={{ margin: 0 }}>
                  <span dir="auto">{video.title}</span>
                </Typography.Title>
                <Flex gap={6} wrap align="center">
                  <PublishedTag published={video.published} />
                  {video.featured ? <Tag color="gold">{t('console.dramas.field.featured')}</Tag> : null}
                  <TagList tags={video.tags} />
                </Flex>
              </Flex>
              <Button
                icon={<EditOutlined />}
                onClick={() => setEditingVideo(true)}
                data-testid="drama-edit-header"
              >
                {t('console.dramas.edit')}
              </Button>
            </Flex>
            {video.description ? (
              <Typography.Paragraph
                type="secondary"
                ellipsis={{ rows: 2, expandable: true }}
                style={{ margin: 0 }}
              >
                <span dir="auto">{video.description}</span>
              </Typography.Paragraph>
            ) : null}
            <Descriptions
              size="small"
              column={phone ? 1 : 3}
              items={[
                {
                  key: 'free',
                  label: t('console.dramas.field.freeEpisodes'),
                  children: t('console.dramas.freeValue', { count: video.freeEpisodes }),
                },
                {
                  key: 'rank',
                  label: t('console.dramas.field.rankWeight'),
                  children: <span dir="ltr">{video.rankWeight}</span>,
                },
                {
                  key: 'episodes',
                  label: t('console.dramas.field.episodes'),
                  children: <EpisodeSummary counts={video.episodes} />,
                },
              ]}
            />
          </Flex>
        </Flex>
      </Card>

      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Flex align="center" gap={8}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('console.dramas.episode.title')}
          </Typography.Title>
          {polling ? (
            <Tooltip title={t('console.dramas.episode.autoRefreshHelp', { seconds: EPISODE_POLL_MS / 1000 })}>
              <Tag icon={<SyncOutlined spin />} color="processing" data-testid="episodes-polling">
                {t('console.dramas.episode.autoRefresh')}
              </Tag>
            </Tooltip>
          ) : null}
        </Flex>
        <Flex gap={8}>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void result.refetch()}
            loading={result.isFetching && !polling}
            aria-label={t('console.dramas.refresh')}
          >
            {phone ? null : t('console.dramas.refresh')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="episode-new"
          >
            {t('console.dramas.episode.new')}
          </Button>
        </Flex>
      </Flex>
      <Table<AdminVideoItem>
        rowKey="id"
        columns={columns}
        dataSource={list}
        size="middle"
        tableLayout="fixed"
        scroll={phone ? undefined : { x: 960 }}
        pagination={list.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        locale={{
          emptyText: <EmptyState description={t('console.dramas.episode.empty')} />,
        }}
        data-testid="episodes-table"
      />
      <Typography.Paragraph type="secondary" style={{ ...small, marginTop: 12 }}>
        {t('console.dramas.episode.uploadNote')}
      </Typography.Paragraph>
      <EpisodeModal video={video} editing={editing} episodes={list} onClose={() => setEditing(null)} />
      <DramaDrawer editing={editingVideo ? video : null} onClose={() => setEditingVideo(false)} />
    </>
  );
}
