import { useState } from 'react';
import { Button, Flex, Image, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EditOutlined, ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOCALES, campaignPath, imageUrl, type CampaignState } from '@app/contract';
import { CataloguePage } from '#admin/components/catalogue-page';
import { useCanCall } from '#admin/lib/access';
import { useCampaigns } from '#admin/features/campaign/campaigns/api/campaigns';
import { CampaignDrawer, HERO_ASPECT, type CampaignRow } from './campaign-drawer';

const small = { fontSize: 12 } as const;
const STATE_COLOURS: Record<CampaignState, string> = {
  upcoming: 'processing',
  running: 'success',
  ended: 'default',
};

/** The seasonal campaigns: each one's window and state, its hero and words, what it features. */
export default function CampaignsPage() {
  const { t, i18n } = useTranslation('campaign');
  const canSave = useCanCall('admin/saveCampaign');
  const result = useCampaigns();
  const [editing, setEditing] = useState<CampaignRow | null>(null);
  const rows: CampaignRow[] = (result.data?.list ?? []).map((c) => ({ ...c, id: c.key }));
  const when = (iso: string, timeZone: string) =>
    new Date(iso).toLocaleString(i18n.language, { timeZone, dateStyle: 'medium', timeStyle: 'short' });

  const columns: TableColumnsType<CampaignRow> = [
    {
      title: t('console.col.campaign'),
      key: 'campaign',
      width: 300,
      render: (_: unknown, c) => (
        <Flex gap={12} align="center">
          {c.image ? (
            <Image
              src={imageUrl(c.image, '')}
              alt=""
              width={120}
              height={Math.round(120 / HERO_ASPECT)}
              style={{ objectFit: 'cover', borderRadius: 6 }}
            />
          ) : null}
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Typography.Text strong>{t(`console.name.${c.key}`)}</Typography.Text>
            <Typography.Text type="secondary" style={small} ellipsis={{ tooltip: c.title }}>
              {c.title || '—'}
            </Typography.Text>
            <Typography.Text type="secondary" style={small}>
              <bdi dir="ltr">{campaignPath(c.key)}</bdi>
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      title: t('console.col.window'),
      key: 'window',
      width: 260,
      render: (_: unknown, c) =>
        c.configured ? (
          <Flex vertical gap={2} data-testid="campaign-window">
            <span>
              <bdi>{when(c.startsAt, c.timeZone)}</bdi> – <bdi>{when(c.endsAt, c.timeZone)}</bdi>
            </span>
            <Typography.Text type="secondary" style={small}>
              <bdi dir="ltr">{c.timeZone}</bdi>
            </Typography.Text>
          </Flex>
        ) : (
          '—'
        ),
    },
    {
      title: t('console.col.state'),
      key: 'state',
      width: 120,
      render: (_: unknown, c) => (
        <Tag color={c.configured ? STATE_COLOURS[c.state] : 'warning'} data-testid="campaign-state">
          {c.configured ? t(`console.state.${c.state}`) : t('console.state.notSet')}
        </Tag>
      ),
    },
    {
      title: t('console.col.featured'),
      key: 'featured',
      width: 220,
      render: (_: unknown, c) => (
        <Flex vertical gap={4}>
          <span>
            {t('console.featured', {
              goods: c.goodsIds.length,
              dramas: c.videoIds.length,
              vouchers: c.voucherIds.length,
            })}
          </span>
          <span>{t('console.featuredDeals', { deals: c.dealIds.length })}</span>
          <Tag color={Object.keys(c.translations).length + 1 === LOCALES.length ? 'success' : 'warning'}>
            {t('console.languages', {
              done: Object.keys(c.translations).length + (c.title ? 1 : 0),
              total: LOCALES.length,
            })}
          </Tag>
        </Flex>
      ),
    },
    {
      title: '',
      key: 'actions',
      width: 110,
      fixed: 'end',
      align: 'center',
      render: (_: unknown, c) => (
        <Flex gap={6} justify="center">
          {canSave ? (
            <Tooltip title={t('console.edit')}>
              <Button
                size="small"
                icon={<EditOutlined />}
                onClick={() => setEditing(c)}
                aria-label={`${t('console.edit')} ${t(`console.name.${c.key}`)}`}
                data-testid={`campaign-edit-${c.key}`}
              />
            </Tooltip>
          ) : null}
          <Tooltip title={t('console.openPage')}>
            <Button
              size="small"
              icon={<ExportOutlined />}
              href={campaignPath(c.key)}
              target="_blank"
              rel="noopener"
              aria-label={t('console.openPage')}
            />
          </Tooltip>
        </Flex>
      ),
    },
  ];

  return (
    <CataloguePage<CampaignRow>
      ns="campaign:console"
      result={{
        data: result.data ? { list: rows } : undefined,
        error: result.error,
        isPending: result.isPending,
        isFetching: result.isFetching,
        refetch: result.refetch,
      }}
      refresh={t('staff:catalogue.refresh')}
      audit={{ ns: 'staff:catalogue' }}
      table={{
        columns,
        rows,
        rowKey: 'key',
        scrollX: 1010,
        emptyText: t('console.empty'),
        testId: 'campaign-table',
      }}
      editor={<CampaignDrawer editing={editing} onClose={() => setEditing(null)} />}
    />
  );
}
