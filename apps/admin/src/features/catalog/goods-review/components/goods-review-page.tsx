import { useCallback, useState } from 'react';
import {
  App,
  Badge,
  Button,
  Descriptions,
  Flex,
  Grid,
  Image,
  Popconfirm,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { CheckOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { GOODS_REVIEW_STATES, imageUrl, type GoodsReviewItem, type GoodsReviewState } from '@app/contract';
import { ListTable } from '#admin/components/list-table';
import { useMoney } from '#admin/components/money';
import { PageTitle } from '#admin/components/page-title';
import { RejectReasonModal } from '#admin/components/reject-reason-modal';
import { ReviewActions } from '#admin/components/review-actions';
import { useCanCall } from '#admin/lib/access';
import { errorMessage } from '#admin/lib/errors';
import { useFormatDateTime } from '#admin/lib/format';
import { usePageParams } from '#admin/lib/use-page-params';
import { useCategoryNames } from '#admin/features/catalog/goods/api/goods';
import { useGoodsReviewList, useReviewGoods } from '#admin/features/catalog/goods-review/api/goods-review';
import { ReviewSwitch } from './review-switch';

const small = { fontSize: 12 } as const;
/** A seller's own text takes the direction of its first letter (dir="auto" for an element antd renders). */
const plain = { unicodeBidi: 'plaintext' } as const;
/** The tabs in order: the queue first. */
const TABS: readonly GoodsReviewState[] = ['reviewing', 'rejected', 'live'];
const REASON_MAX = 200;

/** A seller's words inside a translated sentence, isolated so they read whole in either direction. */
const own = (value: string) => `\u2068${value}\u2069`;

function isState(value: string | null): value is GoodsReviewState {
  return value !== null && (GOODS_REVIEW_STATES as readonly string[]).includes(value);
}

function useCount(): (n: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback((n) => new Intl.NumberFormat(locale).format(n), [locale]);
}

/**
 * Sellers' new products waiting for staff (DESIGN §2 "product review before sale"), with the
 * switch that turns the review on or off; rejected ones with the reason the seller read, and live ones.
 */
export default function GoodsReviewPage() {
  const { t } = useTranslation('catalog');
  const money = useMoney();
  const count = useCount();
  const formatDate = useFormatDateTime();
  const phone = Grid.useBreakpoint().md === false;
  const canDecide = useCanCall('admin/reviewGoods');
  const { params, page, pageSize, setFilter, setPage } = usePageParams();
  const stateParam = params.get('state');
  const tab: GoodsReviewState = isState(stateParam) ? stateParam : 'reviewing';
  const result = useGoodsReviewList({ page, pageSize, state: tab });
  // The size of the queue, shown on its tab whichever tab is open.
  const waiting = useGoodsReviewList({ page: 1, pageSize: 1, state: 'reviewing' });
  const review = useReviewGoods();
  const { message } = App.useApp();
  const [rejecting, setRejecting] = useState<GoodsReviewItem | null>(null);
  const categoryNames = useCategoryNames();
  const categoryOf = (g: GoodsReviewItem) => categoryNames.get(g.categoryId) ?? g.categoryName;

  const priceRange = (g: GoodsReviewItem) => {
    const prices = g.skus.map((k) => k.price);
    const low = prices.length ? Math.min(...prices) : g.price;
    const high = prices.length ? Math.max(...prices) : g.price;
    return low === high
      ? money(low)
      : t('console.warehouse.costRange', { low: money(low), high: money(high) });
  };
  const thumb = (g: GoodsReviewItem, size: number) => (
    <span style={{ flex: 'none', lineHeight: 0 }} onClick={(e) => e.stopPropagation()}>
      <Image
        src={imageUrl(g.image, '')}
        alt=""
        width={size}
        height={size}
        style={{ objectFit: 'cover', borderRadius: 6 }}
      />
    </span>
  );
  const product = (g: GoodsReviewItem) => (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Typography.Text strong ellipsis={{ tooltip: g.title }} dir="auto">
        {g.title}
      </Typography.Text>
      <Typography.Text type="secondary" style={small} ellipsis>
        {[t('console.goods.idValue', { id: g.id }), categoryOf(g)].join(' · ')}
        {g.fromWarehouse ? ` · ${t('console.goodsReview.fromWarehouse')}` : ''}
      </Typography.Text>
      {g.description ? (
        <Typography.Paragraph
          type="secondary"
          style={{ ...small, ...plain, margin: 0 }}
          ellipsis={{ rows: 2 }}
          data-testid="goods-review-description"
        >
          {g.description}
        </Typography.Paragraph>
      ) : null}
    </Flex>
  );
  const specs = (g: GoodsReviewItem) => (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      {g.skus.slice(0, 3).map((k) => (
        <Typography.Text key={k.id} style={small} ellipsis={{ tooltip: k.name }}>
          <span dir="auto">{k.name}</span> · {money(k.price)} ·{' '}
          {t('console.goodsReview.stockValue', { stock: count(k.stock) })}
        </Typography.Text>
      ))}
      {g.skus.length > 3 ? (
        <Typography.Text type="secondary" style={small}>
          {t('console.goodsReview.moreSpecs', { n: g.skus.length - 3 })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
  const decide = (g: GoodsReviewItem, vertical = false) =>
    canDecide ? (
      <ReviewActions
        vertical={vertical}
        text={{
          title: t('console.goodsReview.approveTitle'),
          explain: t('console.goodsReview.approveExplain', { store: own(g.storeName) }),
          confirm: t('console.goodsReview.approve'),
          approve: t('console.goodsReview.approve'),
          reject: t('console.goodsReview.reject'),
        }}
        pending={review.isPending && review.variables?.id === g.id}
        approve={async () => {
          await review.mutateAsync({ id: g.id, approve: true });
          return t('console.goodsReview.approved', { title: own(g.title) });
        }}
        onReject={() => setRejecting(g)}
      />
    ) : (
      <Typography.Text type="secondary">—</Typography.Text>
    );
  /** Approve a rejected product after all (it goes on sale as its seller set it). */
  const approveAgain = (g: GoodsReviewItem) => (
    <Popconfirm
      title={t('console.goodsReview.approveTitle')}
      description={
        <div style={{ maxWidth: 300 }}>
          {t('console.goodsReview.approveExplain', { store: own(g.storeName) })}
        </div>
      }
      okText={t('console.goodsReview.approve')}
      cancelText={t('staff:action.cancel')}
      onConfirm={() =>
        review
          .mutateAsync({ id: g.id, approve: true })
          .then(() => void message.success(t('console.goodsReview.approved', { title: own(g.title) })))
          .catch((error: unknown) => void message.error(errorMessage(error, t)))
      }
    >
      <Button
        size="small"
        icon={<CheckOutlined />}
        loading={review.isPending && review.variables?.id === g.id}
        onClick={(e) => e.stopPropagation()}
        data-testid="goods-review-approve-again"
      >
        {t('console.goodsReview.approve')}
      </Button>
    </Popconfirm>
  );
  /** Take a live product down with a reason its seller reads. */
  const takeDown = (g: GoodsReviewItem) => (
    <Button
      size="small"
      danger
      icon={<CloseOutlined />}
      disabled={review.isPending}
      onClick={(e) => {
        e.stopPropagation();
        setRejecting(g);
      }}
      data-testid="goods-review-take-down"
    >
      {t('console.goodsReview.reject')}
    </Button>
  );
  const outcome = (g: GoodsReviewItem) =>
    g.review === 'rejected' ? (
      <Flex vertical gap={4} align="flex-start" style={{ minWidth: 0, width: '100%' }}>
        <Tag color="error" style={{ marginInlineEnd: 0 }}>
          {t('console.goodsReview.tab.rejected')}
        </Tag>
        {g.reviewReason ? (
          <Typography.Paragraph
            type="danger"
            style={{ ...small, ...plain, margin: 0 }}
            ellipsis={{ rows: 3, tooltip: g.reviewReason }}
            data-testid="goods-review-reason"
          >
            {g.reviewReason}
          </Typography.Paragraph>
        ) : null}
        {canDecide ? approveAgain(g) : null}
      </Flex>
    ) : (
      <Flex vertical gap={6} align="flex-start">
        <Tag color={g.onSale ? 'success' : 'default'} style={{ marginInlineEnd: 0 }}>
          {t(g.onSale ? 'console.goods.onSale' : 'console.goods.offSale')}
        </Tag>
        {canDecide ? takeDown(g) : null}
      </Flex>
    );

  const desktopColumns: TableColumnsType<GoodsReviewItem> = [
    {
      title: t('console.goods.field.image'),
      key: 'image',
      width: 72,
      render: (_: unknown, g) => thumb(g, 52),
    },
    {
      title: t('console.goods.column.product'),
      key: 'product',
      width: 250,
      render: (_: unknown, g) => product(g),
    },
    {
      title: t('console.goods.field.store'),
      key: 'store',
      width: 120,
      render: (_: unknown, g) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text ellipsis={{ tooltip: g.storeName }}>{g.storeName}</Typography.Text>
          <Typography.Text type="secondary" style={small}>
            {t('console.goods.idValue', { id: g.storeId })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('console.goods.field.price'),
      key: 'price',
      width: 130,
      align: 'end',
      render: (_: unknown, g) => <Typography.Text strong>{priceRange(g)}</Typography.Text>,
    },
    {
      title: t('console.goodsReview.field.specs'),
      key: 'specs',
      width: 200,
      render: (_: unknown, g) => specs(g),
    },
    tab === 'reviewing'
      ? {
          title: t('console.goodsReview.field.actions'),
          key: 'actions',
          width: 130,
          fixed: 'end',
          render: (_: unknown, g) => decide(g, true),
        }
      : {
          title: t('console.goodsReview.field.outcome'),
          key: 'outcome',
          width: 150,
          render: (_: unknown, g) => outcome(g),
        },
  ];
  const phoneColumns: TableColumnsType<GoodsReviewItem> = [
    {
      title: t('console.goods.column.product'),
      key: 'product',
      render: (_: unknown, g) => (
        <Flex gap={10} align="flex-start" style={{ minWidth: 0 }}>
          {thumb(g, 56)}
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Typography.Text strong ellipsis>
              {g.title}
            </Typography.Text>
            <Typography.Text type="secondary" style={small} ellipsis>
              {g.storeName}
            </Typography.Text>
            <Typography.Text style={small}>{priceRange(g)}</Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      title:
        tab === 'reviewing' ? t('console.goodsReview.field.actions') : t('console.goodsReview.field.outcome'),
      key: 'decide',
      width: 120,
      render: (_: unknown, g) => (tab === 'reviewing' ? decide(g, true) : outcome(g)),
    },
  ];

  /** Everything about the product under its row: the pictures, the whole description, each specification. */
  const details = (g: GoodsReviewItem) => (
    <Flex vertical gap={12} style={{ paddingInline: 8 }} data-testid="goods-review-details">
      <Image.PreviewGroup>
        <Flex gap={8} wrap>
          {g.images.map((src) => (
            <Image
              key={src}
              src={imageUrl(src, '')}
              alt=""
              width={72}
              height={72}
              style={{ objectFit: 'cover', borderRadius: 6 }}
            />
          ))}
        </Flex>
      </Image.PreviewGroup>
      <Descriptions
        size="small"
        column={phone ? 1 : 2}
        items={[
          { key: 'category', label: t('console.goods.field.category'), children: categoryOf(g) },
          { key: 'shipping', label: t('console.goods.field.shippingFee'), children: money(g.shippingFee) },
          {
            key: 'created',
            label: t('console.goodsReview.field.createdAt'),
            children: formatDate(g.createdAt),
          },
          {
            key: 'updated',
            label: t('console.goodsReview.field.updatedAt'),
            children: formatDate(g.updatedAt),
          },
          ...(g.review === 'rejected' && g.reviewReason
            ? [
                {
                  key: 'reason',
                  label: t('console.goodsReview.rejectReason'),
                  span: phone ? 1 : 2,
                  children: (
                    <Typography.Text type="danger" style={plain}>
                      {g.reviewReason}
                    </Typography.Text>
                  ),
                },
              ]
            : []),
          {
            key: 'description',
            label: t('console.goods.field.description'),
            span: phone ? 1 : 2,
            children: g.description ? (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0, ...plain }}>
                {g.description}
              </Typography.Paragraph>
            ) : (
              <Typography.Text type="secondary">—</Typography.Text>
            ),
          },
        ]}
      />
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={g.skus}
        columns={[
          {
            title: t('console.goods.field.skuName'),
            dataIndex: 'name',
            render: (v: string) => <span dir="auto">{v}</span>,
          },
          {
            title: t('console.goods.field.price'),
            dataIndex: 'price',
            align: 'end',
            render: (v: number) => money(v),
          },
          {
            title: t('console.goods.field.originalPrice'),
            dataIndex: 'originalPrice',
            align: 'end',
            render: (v: number) => (v ? money(v) : '—'),
          },
          {
            title: t('console.goods.field.stock'),
            dataIndex: 'stock',
            align: 'end',
            render: (v: number) => count(v),
          },
          {
            title: t('console.goods.field.wholesaleCost'),
            dataIndex: 'wholesaleCost',
            align: 'end',
            render: (v: number) => (v ? money(v) : '—'),
          },
        ]}
      />
    </Flex>
  );

  const waitingCount = waiting.data?.total ?? 0;
  return (
    <>
      <PageTitle title={t('console.goodsReview.title')} subtitle={t('console.goodsReview.subtitle')} />
      <ReviewSwitch />
      <Tabs
        activeKey={tab}
        onChange={(key) => setFilter('state', key === 'reviewing' ? null : key)}
        tabBarExtraContent={
          phone ? undefined : (
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void Promise.all([result.refetch(), waiting.refetch()])}
              loading={result.isFetching}
            >
              {t('console.goods.refresh')}
            </Button>
          )
        }
        items={TABS.map((key) => ({
          key,
          label:
            key === 'reviewing' ? (
              <Flex align="center" gap={6}>
                {t('console.goodsReview.tab.reviewing')}
                <Badge count={waitingCount} overflowCount={999} showZero={false} />
              </Flex>
            ) : (
              t(`console.goodsReview.tab.${key}`)
            ),
        }))}
        data-testid="goods-review-tabs"
      />
      <ListTable<GoodsReviewItem>
        rowKey="id"
        columns={phone ? phoneColumns : desktopColumns}
        result={result}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        scrollX={960}
        emptyText={t(`console.goodsReview.empty.${tab}`)}
        expandable={{ expandedRowRender: details, expandRowByClick: true }}
        testId="goods-review-table"
      />
      <RejectReasonModal
        open={rejecting !== null}
        explain={t(
          rejecting?.review === 'live'
            ? 'console.goodsReview.takeDownExplain'
            : 'console.goodsReview.rejectExplain',
          { store: own(rejecting?.storeName ?? '') },
        )}
        text={{
          title: t('console.goodsReview.rejectTitle', { title: own(rejecting?.title ?? '') }),
          reason: t('console.goodsReview.rejectReason'),
          placeholder: t('console.goodsReview.rejectPlaceholder'),
          confirm: t('console.goodsReview.reject'),
          done: t('console.goodsReview.rejected'),
        }}
        max={REASON_MAX}
        pending={review.isPending}
        reject={(reason) =>
          rejecting ? review.mutateAsync({ id: rejecting.id, approve: false, reason }) : Promise.resolve()
        }
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
