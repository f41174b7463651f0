import { useCallback, useState } from 'react';
import { Button, Flex, Grid, Segmented, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EditOutlined, StarFilled, UnorderedListOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminVideo } from '@app/contract';
import { CataloguePage, SearchFilter } from '#admin/components/catalogue-page';
import { useFormatDateTime } from '#admin/lib/format';
import { usePageParams } from '#admin/lib/use-page-params';
import { useVideoList, type VideoListQuery } from '#admin/features/drama/dramas/api/dramas';
import { DramaCover } from './drama-cover';
import { DramaDrawer } from './drama-drawer';
import { PublishedTag, TagList } from './drama-tags';
import { EpisodeSummary } from '#admin/features/drama/episodes/components/episode-status';

const small = { fontSize: 12 } as const;
const PUBLISHED_FILTERS = ['all', 'published', 'unpublished'] as const;
type PublishedFilter = (typeof PUBLISHED_FILTERS)[number];

function useCount(): (n: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback((n) => new Intl.NumberFormat(locale, { notation: 'compact' }).format(n), [locale]);
}

export default function DramasPage() {
  const { t } = useTranslation('drama');
  const navigate = useNavigate();
  const count = useCount();
  const formatDate = useFormatDateTime();
  const phone = Grid.useBreakpoint().md === false;
  const { params, page, pageSize, setFilter, setPage } = usePageParams();
  const keyword = params.get('keyword') ?? '';
  const publishedParam = params.get('published');
  const published: PublishedFilter =
    publishedParam === 'published' || publishedParam === 'unpublished' ? publishedParam : 'all';
  const query: VideoListQuery = {
    page,
    pageSize,
    ...(keyword ? { keyword } : {}),
    ...(published === 'all' ? {} : { published: published === 'published' }),
  };
  const result = useVideoList(query);
  const [editing, setEditing] = useState<AdminVideo | 'new' | null>(null);
  const label = (key: string) => t(`console.dramas.field.${key}`);
  const open = (v: AdminVideo) => navigate(`/dramas/${v.id}`);

  const titleCell = (v: AdminVideo) => (
    <Flex vertical style={{ minWidth: 0 }}>
      <Flex gap={6} align="center" style={{ minWidth: 0 }}>
        <Typography.Text strong ellipsis={{ tooltip: v.title }}>
          <span dir="auto">{v.title}</span>
        </Typography.Text>
        {v.featured ? (
          <Tooltip title={label('featured')}>
            <StarFilled style={{ color: '#faad14', flex: 'none' }} aria-label={label('featured')} />
          </Tooltip>
        ) : null}
      </Flex>
      <Typography.Text type="secondary" style={small} ellipsis>
        {t('console.dramas.idCreated', { id: v.id, date: formatDate(v.createdAt) })}
      </Typography.Text>
      <Typography.Text type="secondary" style={small}>
        {t('console.dramas.stats', {
          stars: count(v.stars),
          collects: count(v.collects),
          views: count(v.views),
        })}
      </Typography.Text>
    </Flex>
  );
  const actions = (v: AdminVideo) => (
    <Flex gap={6} justify="flex-end">
      <Tooltip title={t('console.dramas.edit')}>
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={`${t('console.dramas.edit')} ${v.title}`}
          onClick={(e) => {
            e.stopPropagation();
            setEditing(v);
          }}
          data-testid="drama-edit"
        />
      </Tooltip>
      <Tooltip title={t('console.dramas.episodes')}>
        <Button
          size="small"
          icon={<UnorderedListOutlined />}
          aria-label={`${t('console.dramas.episodes')} ${v.title}`}
          onClick={(e) => {
            e.stopPropagation();
            open(v);
          }}
          data-testid="drama-episodes"
        >
          {phone ? t('console.dramas.episodes') : null}
        </Button>
      </Tooltip>
    </Flex>
  );

  const desktopColumns: TableColumnsType<AdminVideo> = [
    {
      title: label('cover'),
      key: 'cover',
      width: 72,
      render: (_: unknown, v) => <DramaCover src={v.cover} width={48} />,
    },
    { title: label('title'), key: 'title', render: (_: unknown, v) => titleCell(v) },
    { title: label('tags'), key: 'tags', width: 170, render: (_: unknown, v) => <TagList tags={v.tags} /> },
    {
      title: (
        <Tooltip title={t('console.dramas.form.freeHelp')}>
          <span>{t('console.dramas.column.free')}</span>
        </Tooltip>
      ),
      dataIndex: 'freeEpisodes',
      width: 72,
      align: 'end',
      render: (n: number) => count(n),
    },
    {
      title: (
        <Tooltip title={t('console.dramas.rankWeightHelp')}>
          <span>{label('rankWeight')}</span>
        </Tooltip>
      ),
      dataIndex: 'rankWeight',
      width: 80,
      align: 'end',
      render: (n: number) => <span dir="ltr">{n}</span>,
    },
    {
      title: label('published'),
      key: 'published',
      width: 100,
      render: (_: unknown, v) => <PublishedTag published={v.published} />,
    },
    {
      title: label('episodes'),
      key: 'episodes',
      width: 180,
      render: (_: unknown, v) => <EpisodeSummary counts={v.episodes} />,
    },
    { title: '', key: 'actions', width: 86, fixed: 'end', render: (_: unknown, v) => actions(v) },
  ];
  const phoneColumns: TableColumnsType<AdminVideo> = [
    {
      title: t('console.dramas.column.drama'),
      key: 'drama',
      render: (_: unknown, v) => (
        <Flex gap={10} align="flex-start" style={{ minWidth: 0 }}>
          <DramaCover src={v.cover} width={48} />
          <Flex vertical gap={4} style={{ minWidth: 0 }}>
            {titleCell(v)}
            <Flex gap={4} wrap>
              <PublishedTag published={v.published} />
            </Flex>
            <EpisodeSummary counts={v.episodes} />
            {actions(v)}
          </Flex>
        </Flex>
      ),
    },
  ];

  return (
    <CataloguePage<AdminVideo>
      ns="drama:console.dramas"
      result={result}
      refresh={t('console.dramas.refresh')}
      add={{ label: t('console.dramas.new'), onClick: () => setEditing('new'), testId: 'dramas-new' }}
      filters={
        <>
          <SearchFilter
            param="keyword"
            placeholder={t('console.dramas.searchPlaceholder')}
            testId="dramas-search"
            style={{ maxWidth: 400, flex: '1 1 240px' }}
          />
          <Segmented<PublishedFilter>
            value={published}
            onChange={(value) => setFilter('published', value === 'all' ? null : value)}
            options={PUBLISHED_FILTERS.map((value) => ({
              value,
              label: t(`console.dramas.filter.${value}`),
            }))}
            data-testid="dramas-published-filter"
          />
        </>
      }
      table={{
        columns: desktopColumns,
        phoneColumns,
        pages: { page, pageSize, onPageChange: setPage },
        scrollX: 980,
        emptyText: t(
          keyword || published !== 'all' ? 'console.dramas.emptyFiltered' : 'console.dramas.empty',
        ),
        onRow: (v) => ({ onClick: () => open(v), style: { cursor: 'pointer' } }),
        testId: 'dramas-table',
      }}
      editor={
        <DramaDrawer
          editing={editing}
          onClose={() => setEditing(null)}
          onCreated={(v) => navigate(`/dramas/${v.id}`)}
        />
      }
    />
  );
}
