import { useState } from 'react';
import { App, Button, Checkbox, Flex, Form, Input, Modal, Segmented, Select, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EditOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  AD_PLACEMENT_STATES,
  takeDownAdBody,
  type AdPlacementState,
  type AdminAdPlacement,
  type AdminAdSlot,
} from '@app/contract';
import { useMoney } from '#admin/components/money';
import { CataloguePage } from '#admin/components/catalogue-page';
import { useCanCall } from '#admin/lib/access';
import { zodRule } from '#admin/lib/zod-rule';
import { useAdPlacements, useAdSlots, useTakeDownAd } from '#admin/features/adv/slots/api/ad-slots';
import { AdSlotDrawer } from './ad-slot-drawer';

const PAGE_SIZE = 20;
type View = 'slots' | 'placements';

const RUSH_COLOR = { notStarted: 'default', inProgress: 'processing', ended: 'default' } as const;
const STATE_COLOR: Record<AdPlacementState, string> = {
  reserved: 'warning',
  abandoned: 'default',
  scheduled: 'processing',
  running: 'success',
  ended: 'default',
  takenDown: 'error',
};

function useFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const day = (d: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${d}T00:00:00Z`),
    );
  const moment = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const days = (n: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(n);
  const lastDay = (first: string, n: number) => {
    const d = new Date(`${first}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n - 1);
    return d.toISOString().slice(0, 10);
  };
  const period = (first: string, n: number) => `${day(first)} – ${day(lastDay(first, n))} (${days(n)})`;
  return { day, moment, period, count: (n: number) => n.toLocaleString(locale) };
}

function ViewSwitch({ view, onChange }: { view: View; onChange: (v: View) => void }) {
  const { t } = useTranslation('adv');
  return (
    <Segmented<View>
      value={view}
      onChange={onChange}
      options={[
        { value: 'slots', label: t('console.tabs.slots') },
        { value: 'placements', label: t('console.tabs.placements') },
      ]}
      style={{ marginBottom: 12 }}
      data-testid="ad-view"
    />
  );
}

function SlotsView({ view, onView }: { view: View; onView: (v: View) => void }) {
  const { t } = useTranslation('adv');
  const money = useMoney();
  const f = useFormats();
  const canSave = useCanCall('admin/saveAdSlot');
  const [page, setPage] = useState({ page: 1, pageSize: PAGE_SIZE });
  const result = useAdSlots(page.page, page.pageSize);
  const [editing, setEditing] = useState<AdminAdSlot | 'new' | null>(null);
  const drama: TableColumnsType<AdminAdSlot>[number] = {
    title: t('console.slots.col.drama'),
    key: 'drama',
    width: 200,
    render: (_, s) => (
      <Flex vertical>
        <Typography.Text strong dir="auto">
          {s.drama.title}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          #{s.id}
        </Typography.Text>
      </Flex>
    ),
  };
  const period: TableColumnsType<AdminAdSlot>[number] = {
    title: t('console.slots.col.period'),
    key: 'period',
    width: 230,
    render: (_, s) => (
      <Flex vertical>
        <span>{f.period(s.firstDay, s.days)}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {s.timeZone}
        </Typography.Text>
      </Flex>
    ),
  };
  const price: TableColumnsType<AdminAdSlot>[number] = {
    title: t('console.slots.col.price'),
    key: 'price',
    width: 110,
    render: (_, s) => <Typography.Text strong>{money(s.price)}</Typography.Text>,
  };
  const places: TableColumnsType<AdminAdSlot>[number] = {
    title: t('console.slots.col.places'),
    key: 'places',
    width: 150,
    render: (_, s) => t('console.slots.placesValue', { taken: s.taken, paid: s.paid, stock: s.stock }),
  };
  const rush: TableColumnsType<AdminAdSlot>[number] = {
    title: t('console.slots.col.rush'),
    key: 'rush',
    width: 230,
    render: (_, s) => (
      <Flex vertical gap={2}>
        <span>
          <Tag color={RUSH_COLOR[s.rush]}>{t(`console.rush.${s.rush}`)}</Tag>
        </span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {f.moment(s.rushStartsAt)} – {f.moment(s.rushEndsAt)}
        </Typography.Text>
      </Flex>
    ),
  };
  const edit: TableColumnsType<AdminAdSlot>[number] = {
    title: '',
    key: 'edit',
    width: 100,
    align: 'end',
    render: (_, s) =>
      canSave ? (
        <Button type="link" icon={<EditOutlined />} onClick={() => setEditing(s)} data-testid="ad-slot-edit">
          {t('staff:catalogue.edit')}
        </Button>
      ) : null,
  };
  return (
    <CataloguePage<AdminAdSlot>
      ns="adv:console.slots"
      result={result}
      refresh={t('staff:catalogue.refresh')}
      add={
        canSave
          ? { label: t('console.slots.add'), onClick: () => setEditing('new'), testId: 'ad-slot-new' }
          : undefined
      }
      audit={{ ns: 'staff:catalogue', text: t('console.slots.auditNote') }}
      above={<ViewSwitch view={view} onChange={onView} />}
      table={{
        columns: [drama, period, price, places, rush, edit],
        phoneColumns: [drama, price, places, edit],
        scrollX: 1020,
        emptyText: t('console.slots.empty'),
        testId: 'ad-slots-table',
        pages: { ...page, onPageChange: (p, s) => setPage({ page: p, pageSize: s }) },
      }}
      editor={<AdSlotDrawer editing={editing} onClose={() => setEditing(null)} />}
    />
  );
}

function TakeDownModal({ placement, onClose }: { placement: AdminAdPlacement | null; onClose: () => void }) {
  const { t } = useTranslation('adv');
  const { message } = App.useApp();
  const money = useMoney();
  const takeDown = useTakeDownAd();
  const [form] = Form.useForm<{ reason: string; refundFull: boolean }>();
  const label = t('console.takeDown.reason');
  const submit = async () => {
    if (!placement) return;
    const v = await form.validateFields();
    try {
      await takeDown.mutateAsync({
        id: placement.id,
        reason: v.reason.trim(),
        refundFull: Boolean(v.refundFull),
      });
      void message.success(t('console.takeDown.done'));
      form.resetFields();
      onClose();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Modal
      open={placement !== null}
      title={t('console.takeDown.title', { id: placement?.id ?? '' })}
      okText={t('console.takeDown.confirm')}
      okButtonProps={
        { danger: true, loading: takeDown.isPending, 'data-testid': 'ad-take-down-confirm' } as never
      }
      cancelText={t('staff:action.cancel')}
      onOk={() => void submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('console.takeDown.explain', { price: placement ? money(placement.price) : '' })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ reason: '', refundFull: false }}>
        <Form.Item name="refundFull" valuePropName="checked" extra={t('console.takeDown.refundFullHelp')}>
          <Checkbox data-testid="ad-take-down-full">{t('console.takeDown.refundFull')}</Checkbox>
        </Form.Item>
        <Form.Item
          name="reason"
          label={label}
          required
          rules={[zodRule(takeDownAdBody.shape.reason, t, label)]}
        >
          <Input.TextArea maxLength={200} rows={2} showCount data-testid="ad-take-down-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function PlacementsView({ view, onView }: { view: View; onView: (v: View) => void }) {
  const { t } = useTranslation('adv');
  const money = useMoney();
  const f = useFormats();
  const canTakeDown = useCanCall('admin/takeDownAd');
  const [page, setPage] = useState({ page: 1, pageSize: PAGE_SIZE });
  const [state, setState] = useState<AdPlacementState | undefined>(undefined);
  const result = useAdPlacements(page.page, page.pageSize, state);
  const [target, setTarget] = useState<AdminAdPlacement | null>(null);
  const ad: TableColumnsType<AdminAdPlacement>[number] = {
    title: t('console.placements.col.ad'),
    key: 'ad',
    width: 260,
    render: (_, p) => (
      <Flex vertical gap={2}>
        <Typography.Text strong dir="auto">
          {p.headline ?? t('console.placements.noCreative')}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} dir="auto">
          {p.drama.title} · #{p.id}
        </Typography.Text>
        {p.link ? (
          <Typography.Text type="secondary" style={{ fontSize: 12, direction: 'ltr' }} ellipsis>
            {p.link}
          </Typography.Text>
        ) : null}
      </Flex>
    ),
  };
  const who: TableColumnsType<AdminAdPlacement>[number] = {
    title: t('console.placements.col.advertiser'),
    key: 'who',
    width: 200,
    render: (_, p) => <Typography.Text style={{ direction: 'ltr' }}>{p.advertiser.email}</Typography.Text>,
  };
  const stateCol: TableColumnsType<AdminAdPlacement>[number] = {
    title: t('console.placements.col.state'),
    key: 'state',
    width: 130,
    render: (_, p) => <Tag color={STATE_COLOR[p.state]}>{t(`console.state.${p.state}`)}</Tag>,
  };
  const numbers: TableColumnsType<AdminAdPlacement>[number] = {
    title: t('console.placements.col.delivery'),
    key: 'numbers',
    width: 170,
    render: (_, p) =>
      t('console.placements.deliveryValue', { impressions: f.count(p.impressions), taps: f.count(p.taps) }),
  };
  const paid: TableColumnsType<AdminAdPlacement>[number] = {
    title: t('console.placements.col.price'),
    key: 'price',
    width: 170,
    render: (_, p) => (
      <Flex vertical>
        <Typography.Text strong>{money(p.price)}</Typography.Text>
        {p.refundedDeferred + p.refundedSettled > 0 ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('console.placements.refunded', { amount: money(p.refundedDeferred + p.refundedSettled) })}
          </Typography.Text>
        ) : null}
      </Flex>
    ),
  };
  const action: TableColumnsType<AdminAdPlacement>[number] = {
    title: '',
    key: 'action',
    width: 120,
    align: 'end',
    render: (_, p) =>
      canTakeDown && (p.state === 'running' || p.state === 'scheduled' || p.state === 'ended') ? (
        <Button
          type="link"
          danger
          icon={<StopOutlined />}
          onClick={() => setTarget(p)}
          data-testid="ad-take-down"
        >
          {t('console.placements.takeDown')}
        </Button>
      ) : null,
  };
  return (
    <CataloguePage<AdminAdPlacement>
      ns="adv:console.placements"
      result={result}
      refresh={t('staff:catalogue.refresh')}
      filters={
        <Select
          allowClear
          value={state}
          onChange={(v) => {
            setState(v);
            setPage((p) => ({ ...p, page: 1 }));
          }}
          placeholder={t('console.placements.allStates')}
          options={AD_PLACEMENT_STATES.map((s) => ({ value: s, label: t(`console.state.${s}`) }))}
          style={{ minWidth: 180 }}
          data-testid="ad-placement-state"
        />
      }
      audit={{ ns: 'staff:catalogue', text: t('console.placements.auditNote') }}
      above={<ViewSwitch view={view} onChange={onView} />}
      table={{
        columns: [
          ad,
          who,
          {
            title: t('console.slots.col.period'),
            key: 'period',
            width: 220,
            render: (_, p) => f.period(p.firstDay, p.days),
          },
          stateCol,
          numbers,
          paid,
          action,
        ],
        phoneColumns: [ad, stateCol, numbers, action],
        scrollX: 1280,
        emptyText: t('console.placements.empty'),
        testId: 'ad-placements-table',
        pages: { ...page, onPageChange: (p, s) => setPage({ page: p, pageSize: s }) },
      }}
      editor={<TakeDownModal placement={target} onClose={() => setTarget(null)} />}
    />
  );
}

/**
 * `/ad-slots`: slots staff offer on dramas (period of whole settlement days, price, places, rush),
 * and the placements advertisers bought with impressions, taps, refunds and the take-down.
 */
export default function AdSlotsPage() {
  const [view, setView] = useState<View>('slots');
  return view === 'slots' ? (
    <SlotsView view={view} onView={setView} />
  ) : (
    <PlacementsView view={view} onView={setView} />
  );
}
