import { useState } from 'react';
import { App, Button, Flex, Image, Popconfirm, Switch, Tabs, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOCALES, imageUrl, type AdminBanner, type BannerPlace } from '@app/contract';
import { CataloguePage } from '#admin/components/catalogue-page';
import { useCanCall } from '#admin/lib/access';
import { errorMessage } from '#admin/lib/errors';
import { usePageParams } from '#admin/lib/use-page-params';
import { useBanners, useDeleteBanner, useSaveBanner } from '#admin/features/content/banners/api/banners';
import { BANNER_ASPECT, BannerDrawer, CONSOLE_BANNER_PLACES } from './banner-drawer';

const small = { fontSize: 12 } as const;
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12 } as const;

export default function BannersPage() {
  const { t } = useTranslation('content');
  const { message } = App.useApp();
  const canSave = useCanCall('admin/saveBanner');
  const { params, setFilter } = usePageParams();
  const asked = params.get('place');
  const place: BannerPlace = CONSOLE_BANNER_PLACES.find((p) => p === asked) ?? 'tv';
  const result = useBanners();
  const save = useSaveBanner();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const all = result.data?.list ?? [];
  const rows = all.filter((b) => b.place === place);
  const label = (key: string) => t(`console.banners.field.${key}`);

  const setEnabled = async (b: AdminBanner, enabled: boolean) => {
    setBusy(b.id);
    try {
      await save.mutateAsync({ ...b, enabled });
      void message.success(t(enabled ? 'console.banners.shownDone' : 'console.banners.hiddenDone'));
    } catch (error) {
      void message.error(errorMessage(error, t));
    } finally {
      setBusy(null);
    }
  };
  const doDelete = async (b: AdminBanner) => {
    try {
      await remove.mutateAsync(b.id);
      void message.success(t('console.banners.deleted'));
    } catch (error) {
      void message.error(errorMessage(error, t));
    }
  };

  const thumb = (b: AdminBanner, width: number) => (
    <span style={{ lineHeight: 0, display: 'inline-block' }} onClick={(e) => e.stopPropagation()}>
      <Image
        src={imageUrl(b.image, '')}
        alt=""
        width={width}
        height={Math.round(width / BANNER_ASPECT)}
        style={{ objectFit: 'cover', borderRadius: 6, opacity: b.enabled ? 1 : 0.5 }}
      />
    </span>
  );
  const link = (b: AdminBanner) =>
    b.link ? (
      <Flex gap={4} align="center" style={{ minWidth: 0 }}>
        <LinkOutlined style={{ color: '#8c8c8c', flex: 'none' }} />
        <Typography.Text type="secondary" style={mono} ellipsis={{ tooltip: b.link }}>
          <bdi dir="ltr">{b.link}</bdi>
        </Typography.Text>
      </Flex>
    ) : (
      <Typography.Text type="secondary" style={small}>
        {t('console.banners.noLink')}
      </Typography.Text>
    );
  /** How many of the 20 languages have the banner's words (English always does). */
  const languages = (b: AdminBanner) => {
    const count = 1 + Object.keys(b.translations).length;
    return (
      <Tag color={count === LOCALES.length ? 'success' : 'warning'} data-testid="banner-languages">
        {t('console.translations.count', { count, total: LOCALES.length })}
      </Tag>
    );
  };
  const enabledSwitch = (b: AdminBanner) => (
    <Switch
      size="small"
      checked={b.enabled}
      disabled={!canSave}
      loading={busy === b.id}
      onChange={(on) => void setEnabled(b, on)}
      aria-label={`${label('enabled')} · ${b.title}`}
      data-testid="banner-enabled"
    />
  );
  const actions = (b: AdminBanner) =>
    canSave ? (
      <Flex gap={6} justify="center">
        <Tooltip title={t('staff:catalogue.edit')}>
          <Button
            size="small"
            icon={<EditOutlined />}
            onClick={() => setEditing(b)}
            aria-label={`${t('staff:catalogue.edit')} ${b.title}`}
            data-testid="banner-edit"
          />
        </Tooltip>
        <Popconfirm
          title={t('console.banners.deleteTitle')}
          description={t('console.banners.deleteExplain', { title: b.title })}
          okText={t('console.delete')}
          okButtonProps={{ danger: true, loading: remove.isPending }}
          cancelText={t('staff:action.cancel')}
          onConfirm={() => doDelete(b)}
        >
          <Tooltip title={t('console.delete')}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('console.delete')} ${b.title}`}
              data-testid="banner-delete"
            />
          </Tooltip>
        </Popconfirm>
      </Flex>
    ) : null;

  const desktopColumns: TableColumnsType<AdminBanner> = [
    { title: label('image'), key: 'image', width: 190, render: (_: unknown, b) => thumb(b, 160) },
    {
      title: label('title'),
      key: 'title',
      width: 320,
      render: (_: unknown, b) => (
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis={{ tooltip: b.title }}>
            {b.title}
          </Typography.Text>
          {b.subtitle ? (
            <Typography.Text type="secondary" style={small} ellipsis={{ tooltip: b.subtitle }}>
              {b.subtitle}
            </Typography.Text>
          ) : null}
          {link(b)}
        </Flex>
      ),
    },
    { title: label('languages'), key: 'languages', width: 130, render: (_: unknown, b) => languages(b) },
    { title: t('staff:catalogue.field.sort'), dataIndex: 'sort', width: 90, align: 'end' },
    {
      title: label('status'),
      key: 'status',
      width: 120,
      render: (_: unknown, b) => (
        <Flex vertical gap={6} align="flex-start">
          {enabledSwitch(b)}
          <Tag color={b.enabled ? 'success' : 'default'} style={{ marginInlineEnd: 0 }}>
            {t(b.enabled ? 'console.banners.shown' : 'console.banners.hidden')}
          </Tag>
        </Flex>
      ),
    },
    {
      title: '',
      key: 'actions',
      width: 100,
      fixed: 'end',
      align: 'center',
      render: (_: unknown, b) => actions(b),
    },
  ];
  const phoneColumns: TableColumnsType<AdminBanner> = [
    {
      title: label('title'),
      key: 'summary',
      render: (_: unknown, b) => (
        <Flex vertical gap={6} style={{ minWidth: 0 }}>
          {thumb(b, 200)}
          <Typography.Text strong ellipsis>
            {b.title}
          </Typography.Text>
          {link(b)}
          {languages(b)}
          <Flex gap={8} align="center">
            {enabledSwitch(b)}
            <Typography.Text type="secondary" style={small}>
              {t('staff:catalogue.sortValue', { sort: b.sort })}
            </Typography.Text>
            <span style={{ marginInlineStart: 'auto' }}>{actions(b)}</span>
          </Flex>
        </Flex>
      ),
    },
  ];

  return (
    <CataloguePage<AdminBanner>
      ns="content:console.banners"
      result={result}
      refresh={t('staff:catalogue.refresh')}
      add={
        canSave
          ? {
              label: t(`console.banners.add.${place}`),
              onClick: () => setEditing('new'),
              testId: 'banner-new',
            }
          : undefined
      }
      audit={{ ns: 'staff:catalogue' }}
      above={
        <>
          <Tabs
            activeKey={place}
            onChange={(key) => setFilter('place', key === 'tv' ? null : key)}
            items={CONSOLE_BANNER_PLACES.map((p) => {
              const list = all.filter((b) => b.place === p);
              const shown = list.filter((b) => b.enabled).length;
              return {
                key: p,
                label: (
                  <span data-testid={`banner-tab-${p}`}>
                    {t(`console.banners.tab.${p}`)}{' '}
                    {result.data ? (
                      <Typography.Text type="secondary">
                        {t('console.banners.tabCount', { shown, total: list.length })}
                      </Typography.Text>
                    ) : null}
                  </span>
                ),
              };
            })}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
            {t(`console.banners.tabHelp.${place}`)}
          </Typography.Paragraph>
        </>
      }
      table={{
        columns: desktopColumns,
        phoneColumns,
        rows,
        scrollX: 950,
        emptyText: t(`console.banners.empty.${place}`),
        testId: 'banner-table',
      }}
      editor={<BannerDrawer editing={editing} place={place} onClose={() => setEditing(null)} />}
    />
  );
}
