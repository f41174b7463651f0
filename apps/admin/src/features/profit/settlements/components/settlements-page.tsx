import { useState } from 'react';
import {
  Alert,
  Button,
  DatePicker,
  Descriptions,
  Drawer,
  Flex,
  Form,
  Input,
  Modal,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { PlayCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { RunSettlementData, SettlementRow } from '@app/contract';
import { ErrorState } from '#admin/components/error-state';
import { EmptyState } from '#admin/components/empty-state';
import { Money } from '#admin/components/money';
import { PageTitle } from '#admin/components/page-title';
import { useCanCall } from '#admin/lib/access';
import { errorMessage } from '#admin/lib/errors';
import { usePageParams } from '#admin/lib/use-page-params';
import {
  useRunSettlement,
  useSettlementInfo,
  useSettlements,
} from '#admin/features/profit/settlements/api/settlements';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PAGE_SIZE = 20;

const percent = (bp: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);

function Detail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('profit');
  const info = useSettlementInfo(id);
  const s = info.data?.settlement;
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={720}
      title={s ? `${s.title} · ${s.day}` : t('console.detail.title')}
      destroyOnHidden
    >
      {info.isError ? (
        <ErrorState error={info.error} onRetry={() => void info.refetch()} />
      ) : !info.data || !s ? (
        <Typography.Text type="secondary">…</Typography.Text>
      ) : (
        <Flex vertical gap={16} data-testid="settlement-detail">
          <Descriptions size="small" column={2} bordered title={t('console.detail.inputs')}>
            <Descriptions.Item label={t('console.col.day')}>
              <span dir="ltr">
                {s.day} ({s.timeZone})
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('console.detail.bounds')}>
              <span dir="ltr">
                {s.dayStartsAt} – {s.dayEndsAt}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('console.col.unlocks')}>
              <Money minor={s.unlockGross} />
            </Descriptions.Item>
            <Descriptions.Item label={t('console.detail.vipPool')}>
              <Money minor={s.vipPool} />
            </Descriptions.Item>
            <Descriptions.Item label={t('console.detail.vipSeconds')}>
              <span dir="ltr">
                {count(s.vipSeconds)} / {count(s.vipSecondsAll)}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('console.col.vipShare')}>
              <Money minor={s.vipShare} />
            </Descriptions.Item>
            <Descriptions.Item label={t('console.col.ads')}>
              <Money minor={s.adGross} />
            </Descriptions.Item>
            <Descriptions.Item label={t('console.detail.gross')}>
              <Money minor={s.gross} strong />
            </Descriptions.Item>
            <Descriptions.Item
              label={`${t('console.col.deductions')} (${percent(s.deductionBp, i18n.language)})`}
            >
              <Money minor={s.deductions} />
            </Descriptions.Item>
            <Descriptions.Item label={t('console.col.adjustments')}>
              <Money minor={s.adjustments} />
            </Descriptions.Item>
            <Descriptions.Item label={t('console.detail.carriedIn')}>
              <Money minor={s.carriedIn} />
            </Descriptions.Item>
            <Descriptions.Item label={t('console.detail.carriedOut')}>
              <Money minor={s.carriedOut} />
            </Descriptions.Item>
            <Descriptions.Item label={t('console.col.net')}>
              <Money minor={s.net} strong />
            </Descriptions.Item>
            <Descriptions.Item label={t('console.col.trigger')}>
              {t(`console.trigger.${s.trigger}`)}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('console.detail.formula')}
          </Typography.Paragraph>
          <Table
            size="small"
            rowKey="offeringId"
            pagination={false}
            title={() => t('console.detail.shares')}
            dataSource={info.data.shares}
            locale={{ emptyText: t('console.detail.noShares') }}
            columns={[
              {
                title: t('console.detail.offering'),
                dataIndex: 'offeringId',
                render: (v: number) => `#${v}`,
              },
              {
                title: t('console.detail.share'),
                dataIndex: 'shareBp',
                render: (v: number) => percent(v, i18n.language),
              },
              {
                title: t('console.detail.units'),
                key: 'units',
                render: (_: unknown, r) => (
                  <span dir="ltr">
                    {count(r.unitsHeld)} / {count(r.unitsIssued)}
                  </span>
                ),
              },
              {
                title: t('console.detail.pool'),
                dataIndex: 'pool',
                align: 'end',
                render: (v: number) => <Money minor={v} />,
              },
              {
                title: t('console.col.paid'),
                dataIndex: 'paid',
                align: 'end',
                render: (v: number) => <Money minor={v} />,
              },
              {
                title: t('console.detail.unheld'),
                dataIndex: 'unheld',
                align: 'end',
                render: (v: number) => <Money minor={v} />,
              },
              {
                title: t('console.col.leftover'),
                dataIndex: 'leftover',
                align: 'end',
                render: (v: number) => <Money minor={v} />,
              },
            ]}
          />
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            title={() => t('console.detail.payouts')}
            dataSource={info.data.payouts}
            locale={{ emptyText: t('console.detail.noPayouts') }}
            columns={[
              {
                title: t('console.detail.holder'),
                dataIndex: 'email',
                render: (v: string) => <span dir="ltr">{v}</span>,
              },
              { title: t('console.detail.units'), dataIndex: 'units', align: 'end', render: count },
              {
                title: t('console.detail.amount'),
                dataIndex: 'amount',
                align: 'end',
                render: (v: number) => <Money minor={v} />,
              },
              {
                title: t('console.detail.transfer'),
                dataIndex: 'transferId',
                render: (v: string | null) =>
                  v ? (
                    <Typography.Text code copyable style={{ fontSize: 12 }}>
                      {v}
                    </Typography.Text>
                  ) : (
                    <Typography.Text type="secondary">{t('console.detail.noTransfer')}</Typography.Text>
                  ),
              },
            ]}
          />
        </Flex>
      )}
    </Drawer>
  );
}

function RunResult({ result }: { result: RunSettlementData }) {
  const { t } = useTranslation('profit');
  return (
    <Flex vertical gap={8} data-testid="settlement-run-result">
      <Alert
        type={result.created ? 'success' : 'info'}
        showIcon
        message={
          result.created
            ? t('console.run.created', { n: result.created, day: result.day })
            : t('console.run.nothingNew', { day: result.day })
        }
        description={
          <>
            {t('console.run.paidNow')} <Money minor={result.paidNow} strong />
          </>
        }
      />
      <Table
        size="small"
        rowKey="settlementId"
        pagination={false}
        dataSource={result.list}
        locale={{ emptyText: t('console.run.noDramas') }}
        columns={[
          {
            title: t('console.col.drama'),
            dataIndex: 'title',
            render: (v: string) => <span dir="auto">{v}</span>,
          },
          {
            title: t('console.run.state'),
            dataIndex: 'created',
            render: (created: boolean) =>
              created ? (
                <Tag color="green">{t('console.run.new')}</Tag>
              ) : (
                <Tag>{t('console.run.already')}</Tag>
              ),
          },
          {
            title: t('console.col.paid'),
            dataIndex: 'paid',
            align: 'end',
            render: (v: number) => <Money minor={v} />,
          },
        ]}
      />
    </Flex>
  );
}

function RunModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['profit', 'staff']);
  const [form] = Form.useForm<{ day: Dayjs; reason: string }>();
  const run = useRunSettlement();
  const [result, setResult] = useState<RunSettlementData | null>(null);
  const close = () => {
    setResult(null);
    run.reset();
    form.resetFields();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('console.run.title')}
      onCancel={close}
      destroyOnHidden
      width={620}
      footer={
        result ? (
          <Button onClick={close}>{t('console.run.close')}</Button>
        ) : (
          <Flex gap={8} justify="end">
            <Button onClick={close}>{t('console.run.cancel')}</Button>
            <Button
              type="primary"
              loading={run.isPending}
              onClick={() =>
                void form
                  .validateFields()
                  .then((v) =>
                    run
                      .mutateAsync({ day: v.day.format('YYYY-MM-DD'), reason: v.reason })
                      .then(setResult, () => undefined),
                  )
              }
              data-testid="settlement-run-submit"
            >
              {t('console.run.submit')}
            </Button>
          </Flex>
        )
      }
    >
      {result ? (
        <RunResult result={result} />
      ) : (
        <Form form={form} layout="vertical" initialValues={{ day: dayjs().subtract(1, 'day') }}>
          <Typography.Paragraph type="secondary">{t('console.run.explain')}</Typography.Paragraph>
          <Form.Item name="day" label={t('console.col.day')} rules={[{ required: true }]}>
            <DatePicker
              disabledDate={(d) => !d.isBefore(dayjs(), 'day')}
              allowClear={false}
              data-testid="settlement-run-day"
            />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('console.run.reason')}
            rules={[{ required: true, whitespace: true, message: t('console.run.reasonRequired') }]}
          >
            <Input.TextArea rows={2} maxLength={200} showCount data-testid="settlement-run-reason" />
          </Form.Item>
          {run.isError ? <Alert type="error" showIcon message={errorMessage(run.error, t)} /> : null}
        </Form>
      )}
    </Modal>
  );
}

/** Revenue share → Settlements: each drama's settlement per day with its inputs, payouts and runs. */
export default function SettlementsPage() {
  const { t } = useTranslation('profit');
  const { params, setParams } = usePageParams();
  const canRun = useCanCall('admin/runSettlement');
  const from = params.get('from');
  const to = params.get('to');
  const page = Number(params.get('page') ?? 1) || 1;
  const result = useSettlements({
    page,
    pageSize: PAGE_SIZE,
    ...(from && DAY.test(from) ? { from } : {}),
    ...(to && DAY.test(to) ? { to } : {}),
  });
  const [open, setOpen] = useState<number | null>(null);
  const [running, setRunning] = useState(false);
  const dash = <Typography.Text type="secondary">—</Typography.Text>;
  const amount = (n: number) => (n ? <Money minor={n} /> : dash);

  const columns: TableColumnsType<SettlementRow> = [
    {
      title: t('console.col.day'),
      dataIndex: 'day',
      width: 120,
      // The day, and who ran its settlement (the daily job or staff) under it.
      render: (d: string, r: SettlementRow) => (
        <Flex vertical gap={2} align="start">
          <span dir="ltr">{d}</span>
          <Tag
            color={r.trigger === 'staff' ? 'blue' : 'default'}
            style={{ marginInlineEnd: 0, fontSize: 11 }}
          >
            {t(`console.trigger.${r.trigger}`)}
          </Tag>
        </Flex>
      ),
    },
    {
      title: t('console.col.drama'),
      dataIndex: 'title',
      width: 200,
      ellipsis: true,
      render: (v: string) => (
        <Typography.Text ellipsis={{ tooltip: v }}>
          <span dir="auto">{v}</span>
        </Typography.Text>
      ),
    },
    { title: t('console.col.unlocks'), dataIndex: 'unlockGross', align: 'end', render: amount },
    {
      title: t('console.col.vipShare'),
      dataIndex: 'vipShare',
      align: 'end',
      render: amount,
      responsive: ['lg'],
    },
    { title: t('console.col.ads'), dataIndex: 'adGross', align: 'end', render: amount, responsive: ['lg'] },
    {
      title: t('console.col.deductions'),
      dataIndex: 'deductions',
      align: 'end',
      render: amount,
      responsive: ['md'],
    },
    {
      title: t('console.col.adjustments'),
      dataIndex: 'adjustments',
      align: 'end',
      render: amount,
      responsive: ['lg'],
    },
    {
      title: t('console.col.net'),
      dataIndex: 'net',
      align: 'end',
      render: (n: number) => <Money minor={n} strong />,
    },
    { title: t('console.col.paid'), dataIndex: 'paid', align: 'end', render: amount },
    {
      title: t('console.col.leftover'),
      dataIndex: 'leftover',
      align: 'end',
      render: amount,
      responsive: ['md'],
    },
    { title: t('console.col.holders'), dataIndex: 'holders', align: 'end', width: 80, responsive: ['xxl'] },
  ];

  return (
    <>
      <PageTitle title={t('console.title')} subtitle={t('console.subtitle')} />
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          value={from && to && DAY.test(from) && DAY.test(to) ? [dayjs(from), dayjs(to)] : null}
          onChange={(v) =>
            setParams({
              from: v?.[0]?.format('YYYY-MM-DD') ?? null,
              to: v?.[1]?.format('YYYY-MM-DD') ?? null,
              page: null,
            })
          }
          aria-label={t('console.range')}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void result.refetch()}>
          {t('console.reload')}
        </Button>
        {canRun ? (
          <Button
            type="primary"
            icon={<PlayCircleOutlined />}
            onClick={() => setRunning(true)}
            data-testid="settlement-run"
          >
            {t('console.run.open')}
          </Button>
        ) : null}
      </Flex>
      {result.isError ? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      ) : result.data && result.data.total === 0 ? (
        <EmptyState description={t('console.empty')} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          loading={result.isPending}
          columns={columns}
          dataSource={result.data?.list ?? []}
          onRow={(r) => ({ onClick: () => setOpen(r.id), style: { cursor: 'pointer' } })}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: result.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (p) => setParams({ page: p === 1 ? null : String(p) }),
          }}
          scroll={{ x: 'max-content' }}
          data-testid="settlement-table"
        />
      )}
      <Detail id={open} onClose={() => setOpen(null)} />
      <RunModal open={running} onClose={() => setRunning(false)} />
    </>
  );
}
