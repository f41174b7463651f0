import { useEffect, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Image,
  InputNumber,
  Select,
  Space,
  Statistic,
  Table,
  Typography,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  LOTTERY_MILESTONES_MAX,
  LOTTERY_PRIZE_KINDS,
  LOTTERY_PRIZES_MAX,
  MILESTONE_PRIZE_KINDS,
  ODDS_TOTAL_BP,
  PRIZE_VOUCHER_DAYS_MAX,
  type AdminLotteryData,
  type LotteryPrize,
  type LotteryPrizeKind,
  type MilestonePrizeKind,
} from '@app/contract';
import { ReasonedSave } from '#admin/components/reasoned-save';
import { PageTitle } from '#admin/components/page-title';
import { ErrorState } from '#admin/components/error-state';
import { LoadingView } from '#admin/components/loading-view';
import { useCanCall } from '#admin/lib/access';
import { errorMessage } from '#admin/lib/errors';
import { ApiError } from '#admin/lib/request';
import {
  useGoodsChoices,
  useLotteryAdmin,
  useLotteryDraws,
  useSaveLotteryPrizes,
} from '#admin/features/lottery/prizes/api/lottery';

interface PrizeRow {
  id?: number;
  kind: LotteryPrizeKind;
  /** Credit in the currency's units (2 decimals) or whole points. */
  amount: number;
  /** Percent with up to 2 decimals (1 % = 100 basis points). */
  odds: number;
  stock: number | null;
  won?: number;
  /** A voucher's minimum spend in the currency's units, and its validity in days. */
  minSpend?: number;
  validDays?: number;
  /** A goods prize's specification. */
  skuId?: number;
}
interface MilestoneRow {
  draws: number;
  kind: MilestonePrizeKind;
  amount: number;
}

/** Money kinds take the currency's units with cents; points and goods units are whole. */
const isMoney = (kind?: LotteryPrizeKind) => kind === 'credit' || kind === 'voucher';
interface Values {
  prizes: PrizeRow[];
  noPrize: number;
  milestones: MilestoneRow[];
  reason: string;
}

/** A credit in the currency's units (cents allowed), points whole. */
function AmountInput({
  kind,
  ...props
}: {
  kind?: LotteryPrizeKind;
  value?: number;
  onChange?: (v: number | null) => void;
}) {
  const money = isMoney(kind);
  return <InputNumber {...props} min={money ? 0.01 : 1} precision={money ? 2 : 0} style={{ width: 140 }} />;
}

const toAmount = (kind: LotteryPrizeKind, minor: number) => (isMoney(kind) ? minor / 100 : minor);
const fromAmount = (kind: LotteryPrizeKind, v: number) =>
  isMoney(kind) ? Math.round(v * 100) : Math.round(v);

/** A goods prize's specification, searched by product name; the saved one shows with its picture. */
function GoodsSelect({
  saved,
  ...props
}: {
  saved?: LotteryPrize['goods'];
  value?: number;
  onChange?: (v: number) => void;
}) {
  const { t, i18n } = useTranslation('lottery');
  const [keyword, setKeyword] = useState('');
  const goods = useGoodsChoices(keyword, true);
  const money = (minor: number) => `\u2066${formatMoney(minor, i18n.language)}\u2069`;
  const options = (goods.data?.list ?? []).flatMap((g) =>
    g.skus.map((s) => ({
      value: s.id,
      label: `${g.title} · ${s.name} · ${money(s.price)} (${g.storeName})`,
    })),
  );
  if (saved && !options.some((o) => o.value === saved.skuId))
    options.unshift({
      value: saved.skuId,
      label: `${saved.title} · ${saved.skuName} · ${money(saved.price)} (${saved.store})`,
    });
  return (
    <Space align="start">
      {saved && saved.skuId === props.value ? (
        <Image
          src={saved.image}
          width={40}
          height={40}
          preview={false}
          alt=""
          style={{ objectFit: 'cover' }}
        />
      ) : null}
      <Select
        {...props}
        showSearch
        filterOption={false}
        onSearch={setKeyword}
        loading={goods.isFetching}
        placeholder={t('console.hint.productSearch')}
        options={options}
        style={{ width: 340 }}
        data-testid="lottery-prize-goods"
      />
    </Space>
  );
}
const toBp = (percent: number) => Math.round(percent * 100);

function initial(data: AdminLotteryData): Values {
  return {
    prizes: data.prizes.map((p) => ({
      id: p.id,
      kind: p.kind,
      amount: toAmount(p.kind, p.amount),
      odds: p.oddsBp / 100,
      stock: p.stock,
      won: p.won,
      ...(p.kind === 'voucher' ? { minSpend: (p.minSpend ?? 0) / 100, validDays: p.validDays ?? 30 } : {}),
      ...(p.kind === 'goods' && p.goods ? { skuId: p.goods.skuId } : {}),
    })),
    noPrize: (data.prizes.length || data.noPrizeBp ? data.noPrizeBp : ODDS_TOTAL_BP) / 100,
    milestones: data.milestones.map((m) => ({
      draws: m.draws,
      kind: m.kind,
      amount: toAmount(m.kind, m.amount),
    })),
    reason: '',
  };
}

/**
 * The prize table (decision 55): each prize's odds (with "no prize" exactly 100 %) and stock, and
 * the milestone prizes. Admins change it with a reason (audited); once anyone has drawn, the
 * buyers' page says when it changed. Finance and content read it.
 */
export default function LotteryPrizesPage() {
  const { t, i18n } = useTranslation(['lottery', 'staff', 'validation']);
  const { message } = App.useApp();
  const query = useLotteryAdmin();
  const save = useSaveLotteryPrizes();
  const canSave = useCanCall('admin/saveLotteryPrizes');
  const canDraws = useCanCall('admin/getLotteryDrawList');
  const [page, setPage] = useState(1);
  const draws = useLotteryDraws(page, canDraws);
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const watched = Form.useWatch([], form) as Partial<Values> | undefined;

  useEffect(() => {
    if (query.data) form.setFieldsValue(initial(query.data));
  }, [query.data, form]);

  if (query.isPending) return <LoadingView />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  const money = (minor: number) => `\u2066${formatMoney(minor, i18n.language)}\u2069`;
  const totalBp =
    toBp(watched?.noPrize ?? 0) + (watched?.prizes ?? []).reduce((n, p) => n + toBp(p?.odds ?? 0), 0);

  const submit = async () => {
    const values = await form.validateFields();
    setFailure(null);
    try {
      await save.mutateAsync({
        prizes: values.prizes.map((p) => ({
          ...(p.id ? { id: p.id } : {}),
          kind: p.kind,
          amount: p.kind === 'goods' ? 1 : fromAmount(p.kind, p.amount),
          oddsBp: toBp(p.odds),
          stock: p.stock ?? null,
          ...(p.kind === 'voucher'
            ? { minSpend: Math.round((p.minSpend ?? 0) * 100), validDays: p.validDays ?? 0 }
            : {}),
          ...(p.kind === 'goods' && p.skuId ? { skuId: p.skuId } : {}),
        })),
        noPrizeBp: toBp(values.noPrize),
        milestones: (values.milestones ?? []).map((m) => ({
          draws: m.draws,
          kind: m.kind,
          amount: fromAmount(m.kind, m.amount),
        })),
        reason: values.reason.trim(),
      });
      form.setFieldValue('reason', '');
      void message.success(t('console.saved'));
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : [];
      if (fields.length) {
        // Each named field (`prizes.1.skuId`) shows its message under its input.
        form.setFields(
          fields
            .filter((f) => /^(prizes|milestones)\./.test(f.field))
            .map((f) => ({
              name: f.field.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k)) as never,
              errors: [f.message],
            })),
        );
        setFailure(fields.map((f) => f.message).join(' '));
      } else setFailure(errorMessage(error, t));
    }
  };

  const kindOptions = LOTTERY_PRIZE_KINDS.map((k) => ({ value: k, label: t(`console.kind.${k}`) }));
  const milestoneKindOptions = MILESTONE_PRIZE_KINDS.map((k) => ({
    value: k,
    label: t(`console.kind.${k}`),
  }));
  const prizeLabel = (p: {
    kind: LotteryPrizeKind;
    amount: number;
    voucher?: { minSpend: number; expiresAt: string } | null;
    goods?: { title: string; skuName: string } | null;
  }) => {
    if (p.kind === 'credit') return t('console.prize.credit', { amount: money(p.amount) });
    if (p.kind === 'voucher')
      return t('console.prize.voucher', {
        amount: money(p.amount),
        minSpend: money(p.voucher?.minSpend ?? 0),
      });
    if (p.kind === 'goods')
      return p.goods
        ? t('console.prize.goods', { title: p.goods.title, sku: p.goods.skuName })
        : t('console.kind.goods');
    return t('console.prize.points', { points: p.amount.toLocaleString(i18n.language) });
  };

  return (
    <>
      <PageTitle title={t('console.prizes.title')} subtitle={t('console.prizes.subtitle')} />
      <Space size="large" style={{ marginBottom: 16 }} wrap>
        <Card size="small">
          <Statistic title={t('console.totals.draws')} value={data.totalDraws} />
        </Card>
        <Card size="small">
          <Statistic title={t('console.totals.points')} value={data.pointsSpent} />
        </Card>
        <Card size="small">
          <Statistic title={t('console.totals.cost')} value={data.rules.costPerDraw} />
        </Card>
      </Space>
      {data.changedAt ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('console.prizes.changed', {
            date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
              new Date(data.changedAt),
            ),
          })}
          data-testid="lottery-changed"
        />
      ) : null}
      <Card title={t('console.prizes.table')} style={{ marginBottom: 16 }}>
        <Form
          form={form}
          layout="vertical"
          disabled={save.isPending || !canSave}
          data-testid="lottery-prizes-form"
        >
          <Form.List name="prizes">
            {(rows, { add, remove }) => (
              <>
                {rows.map((row) => {
                  const won = form.getFieldValue(['prizes', row.name, 'won']) as number | undefined;
                  const kind = watched?.prizes?.[row.name]?.kind;
                  const id = form.getFieldValue(['prizes', row.name, 'id']) as number | undefined;
                  const saved = data.prizes.find((p) => p.id === id);
                  return (
                    <Space key={row.key} align="start" wrap data-testid="lottery-prize-row">
                      <Form.Item
                        name={[row.name, 'kind']}
                        label={t('console.field.kind')}
                        rules={[{ required: true }]}
                      >
                        <Select options={kindOptions} style={{ width: 160 }} />
                      </Form.Item>
                      {kind === 'goods' ? (
                        <Form.Item
                          name={[row.name, 'skuId']}
                          label={t('console.field.product')}
                          rules={[{ required: true, message: t('validation:validation.required') }]}
                          extra={
                            saved && !saved.available
                              ? t('console.hint.unavailable')
                              : t('console.hint.goods')
                          }
                        >
                          <GoodsSelect saved={saved?.goods} />
                        </Form.Item>
                      ) : (
                        <Form.Item
                          name={[row.name, 'amount']}
                          label={
                            kind === 'voucher' ? t('console.field.amountOff') : t('console.field.amount')
                          }
                          rules={[{ required: true, message: t('validation:validation.required') }]}
                        >
                          <AmountInput kind={kind} />
                        </Form.Item>
                      )}
                      {kind === 'voucher' ? (
                        <>
                          <Form.Item
                            name={[row.name, 'minSpend']}
                            label={t('console.field.minSpend')}
                            dependencies={[['prizes', row.name, 'amount']]}
                            rules={[
                              { required: true, message: t('validation:validation.required') },
                              ({ getFieldValue }) => ({
                                validator: async (_r, v: number | null) => {
                                  const off = getFieldValue(['prizes', row.name, 'amount']) as number | null;
                                  if (v != null && off != null && v <= off)
                                    throw new Error(t('validation:validation.minSpendAboveAmount'));
                                },
                              }),
                            ]}
                          >
                            <InputNumber
                              min={0}
                              precision={2}
                              style={{ width: 140 }}
                              data-testid="lottery-prize-min"
                            />
                          </Form.Item>
                          <Form.Item
                            name={[row.name, 'validDays']}
                            label={t('console.field.validDays')}
                            rules={[{ required: true, message: t('validation:validation.required') }]}
                          >
                            <InputNumber
                              min={1}
                              max={PRIZE_VOUCHER_DAYS_MAX}
                              precision={0}
                              style={{ width: 110 }}
                              data-testid="lottery-prize-days"
                            />
                          </Form.Item>
                        </>
                      ) : null}
                      <Form.Item
                        name={[row.name, 'odds']}
                        label={t('console.field.odds')}
                        rules={[{ required: true, message: t('validation:validation.required') }]}
                      >
                        <InputNumber min={0.01} max={100} precision={2} suffix="%" style={{ width: 130 }} />
                      </Form.Item>
                      <Form.Item
                        name={[row.name, 'stock']}
                        label={t('console.field.stock')}
                        extra={won ? t('console.hint.won', { won }) : t('console.hint.stock')}
                      >
                        <InputNumber min={won ?? 0} precision={0} style={{ width: 140 }} />
                      </Form.Item>
                      <Form.Item label=" ">
                        <Button
                          icon={<DeleteOutlined />}
                          onClick={() => remove(row.name)}
                          aria-label={t('console.remove')}
                        />
                      </Form.Item>
                    </Space>
                  );
                })}
                <Button
                  icon={<PlusOutlined />}
                  disabled={rows.length >= LOTTERY_PRIZES_MAX}
                  onClick={() => add({ kind: 'points', amount: 10, odds: 1, stock: null })}
                  style={{ marginBottom: 16, display: 'block' }}
                >
                  {t('console.addPrize')}
                </Button>
              </>
            )}
          </Form.List>
          <Form.Item name="noPrize" label={t('console.field.noPrize')} rules={[{ required: true }]}>
            <InputNumber min={0} max={100} precision={2} suffix="%" style={{ width: 130 }} />
          </Form.Item>
          <Typography.Paragraph
            type={totalBp === ODDS_TOTAL_BP ? 'success' : 'danger'}
            data-testid="lottery-odds-total"
          >
            {t('console.total', { total: (totalBp / 100).toLocaleString(i18n.language) })}
          </Typography.Paragraph>
          <Typography.Title level={5}>{t('console.milestones')}</Typography.Title>
          <Form.List name="milestones">
            {(rows, { add, remove }) => (
              <>
                {rows.map((row) => (
                  <Space key={row.key} align="start" wrap>
                    <Form.Item
                      name={[row.name, 'draws']}
                      label={t('console.field.draws')}
                      rules={[{ required: true }]}
                    >
                      <InputNumber min={1} max={10_000} precision={0} style={{ width: 120 }} />
                    </Form.Item>
                    <Form.Item
                      name={[row.name, 'kind']}
                      label={t('console.field.kind')}
                      rules={[{ required: true }]}
                    >
                      <Select options={milestoneKindOptions} style={{ width: 160 }} />
                    </Form.Item>
                    <Form.Item
                      name={[row.name, 'amount']}
                      label={t('console.field.amount')}
                      rules={[{ required: true }]}
                    >
                      <AmountInput kind={watched?.milestones?.[row.name]?.kind} />
                    </Form.Item>
                    <Form.Item label=" ">
                      <Button
                        icon={<DeleteOutlined />}
                        onClick={() => remove(row.name)}
                        aria-label={t('console.remove')}
                      />
                    </Form.Item>
                  </Space>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  disabled={rows.length >= LOTTERY_MILESTONES_MAX}
                  onClick={() => add({ draws: 10, kind: 'points', amount: 50 })}
                  style={{ marginBottom: 16, display: 'block' }}
                >
                  {t('console.addMilestone')}
                </Button>
              </>
            )}
          </Form.List>
          <ReasonedSave
            canSave={canSave}
            readOnly={<Typography.Paragraph type="secondary">{t('console.readOnly')}</Typography.Paragraph>}
            reasonLabel={t('console.reason')}
            saveLabel={t('console.save')}
            failure={failure}
            pending={save.isPending}
            onSave={submit}
            testId="lottery-prizes"
          />
        </Form>
      </Card>
      {canDraws ? (
        <Card title={t('console.draws.title')}>
          <Table
            rowKey="id"
            size="small"
            loading={draws.isPending}
            dataSource={draws.data?.list ?? []}
            pagination={{ current: page, pageSize: 10, total: draws.data?.total ?? 0, onChange: setPage }}
            columns={[
              {
                title: t('console.draws.when'),
                dataIndex: 'createdAt',
                render: (v: string) => new Date(v).toLocaleString(i18n.language),
              },
              { title: t('console.draws.user'), dataIndex: 'user' },
              { title: t('console.draws.cost'), dataIndex: 'cost' },
              { title: t('console.draws.roll'), dataIndex: 'roll' },
              {
                title: t('console.draws.prize'),
                dataIndex: 'prize',
                render: (p: Parameters<typeof prizeLabel>[0] | null) =>
                  p ? prizeLabel(p) : t('console.noPrize'),
              },
            ]}
            data-testid="lottery-draws"
          />
        </Card>
      ) : null}
    </>
  );
}
