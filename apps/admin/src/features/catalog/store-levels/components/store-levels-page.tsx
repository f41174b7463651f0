import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, Input, InputNumber, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ReasonedSave } from '#admin/components/reasoned-save';
import { STORE_LEVELS_MAX, type StoreLevel } from '@app/contract';
import { PageTitle } from '#admin/components/page-title';
import { ErrorState } from '#admin/components/error-state';
import { LoadingView } from '#admin/components/loading-view';
import { toDecimal, toMinor } from '#admin/lib/amounts';
import { useCanCall } from '#admin/lib/access';
import { showSaveFailure } from '#admin/lib/errors';
import { useSaveStoreLevels, useStoreLevels } from '#admin/features/catalog/store-levels/api/store-levels';

/** A row as staff edit it: the threshold as typed money, the margin as a percent. */
interface Row {
  minSales: string;
  productLimit: number | null;
  marginPercent: number | null;
}
interface Values {
  levels: Row[];
  reason: string;
}

const toRow = (l: StoreLevel): Row => ({
  minSales: toDecimal(l.minSales),
  productLimit: l.productLimit,
  marginPercent: l.marginBps / 100,
});

/**
 * The store level table (DESIGN §2): the cumulative completed sales that reach each level, its
 * product limit and the margin allowed on warehouse products. Admins replace it with a reason
 * (audited); sellers see it in their store settings; stores rise to the levels their sales reach.
 */
export default function StoreLevelsPage() {
  const { t } = useTranslation('staff');
  const { message } = App.useApp();
  const query = useStoreLevels();
  const save = useSaveStoreLevels();
  const canSave = useCanCall('admin/saveStoreLevels');
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const rows = Form.useWatch('levels', form) ?? [];

  useEffect(() => {
    if (query.data) form.setFieldsValue({ levels: query.data.list.map(toRow), reason: '' });
  }, [query.data, form]);

  if (query.isPending) return <LoadingView />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  const submit = async () => {
    const values = await form.validateFields();
    setFailure(null);
    const levels: StoreLevel[] = [];
    for (const [i, row] of values.levels.entries()) {
      const sales = toMinor(row.minSales, 2);
      if ('error' in sales) {
        form.setFields([{ name: ['levels', i, 'minSales'], errors: [t(`validation:${sales.error}`)] }]);
        return;
      }
      levels.push({
        level: i + 1,
        minSales: sales.minor,
        productLimit: row.productLimit ?? 0,
        marginBps: Math.round((row.marginPercent ?? 0) * 100),
      });
    }
    try {
      await save.mutateAsync({ levels, reason: values.reason.trim() });
      form.setFieldValue('reason', '');
      void message.success(t('storeLevels.saved'));
    } catch (error) {
      // Server fields are paths like `levels.2.minSales`; the form's names mirror them.
      showSaveFailure(form, error, t, setFailure, (field) => {
        const m = /^levels\.(\d+)\.(\w+)$/.exec(field);
        if (m) return ['levels', Number(m[1]), m[2] === 'marginBps' ? 'marginPercent' : m[2]!];
        return field === 'reason' ? ['reason'] : undefined;
      });
    }
  };

  const columns: TableColumnsType<{ key: number; index: number }> = [
    {
      title: t('storeLevels.field.level'),
      key: 'level',
      width: 120,
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_: unknown, r) => (
        <Typography.Text strong>{t('storeLevels.levelValue', { level: r.index + 1 })}</Typography.Text>
      ),
    },
    {
      title: t('storeLevels.field.minSales'),
      key: 'minSales',
      render: (_: unknown, r) => (
        <Form.Item
          name={[r.index, 'minSales']}
          style={{ margin: 0 }}
          rules={[{ required: true, message: t('validation:validation.amountRequired') }]}
        >
          <Input
            prefix="US$"
            inputMode="decimal"
            disabled={!canSave || r.index === 0}
            // Amounts read left to right in either direction of the page.
            style={{ direction: 'ltr', maxWidth: 240 }}
            aria-label={t('storeLevels.field.minSales')}
            data-testid={`level-${r.index + 1}-sales`}
          />
        </Form.Item>
      ),
    },
    {
      title: t('storeLevels.field.productLimit'),
      key: 'productLimit',
      width: 160,
      render: (_: unknown, r) => (
        <Form.Item
          name={[r.index, 'productLimit']}
          style={{ margin: 0 }}
          rules={[
            {
              required: true,
              message: t('validation:validation.required', { field: t('storeLevels.field.productLimit') }),
            },
          ]}
        >
          <InputNumber
            min={0}
            max={100_000}
            precision={0}
            disabled={!canSave}
            style={{ width: '100%' }}
            aria-label={t('storeLevels.field.productLimit')}
            data-testid={`level-${r.index + 1}-products`}
          />
        </Form.Item>
      ),
    },
    {
      title: t('storeLevels.field.margin'),
      key: 'margin',
      width: 160,
      render: (_: unknown, r) => (
        <Form.Item
          name={[r.index, 'marginPercent']}
          style={{ margin: 0 }}
          rules={[
            {
              required: true,
              message: t('validation:validation.required', { field: t('storeLevels.field.margin') }),
            },
          ]}
        >
          <InputNumber
            min={0}
            max={1000}
            precision={2}
            suffix="%"
            disabled={!canSave}
            style={{ width: '100%' }}
            aria-label={t('storeLevels.field.margin')}
            data-testid={`level-${r.index + 1}-margin`}
          />
        </Form.Item>
      ),
    },
  ];

  return (
    <>
      <PageTitle title={t('storeLevels.title')} subtitle={t('storeLevels.subtitle')} />
      <Card>
        <Form form={form} layout="vertical" disabled={save.isPending} data-testid="store-levels-form">
          <Form.List name="levels">
            {(fields, { add, remove }) => (
              <>
                <Table
                  size="small"
                  pagination={false}
                  columns={columns}
                  dataSource={fields.map((f) => ({ key: f.key, index: f.name }))}
                  data-testid="store-levels-table"
                  scroll={{ x: 640 }}
                />
                {canSave ? (
                  <Flex gap={8} style={{ margin: '12px 0 20px' }}>
                    <Button
                      icon={<PlusOutlined />}
                      disabled={fields.length >= STORE_LEVELS_MAX}
                      onClick={() => {
                        const last = rows[rows.length - 1];
                        add({
                          minSales: last?.minSales ?? '0',
                          productLimit: last?.productLimit ?? 0,
                          marginPercent: last?.marginPercent ?? 0,
                        });
                      }}
                    >
                      {t('storeLevels.add')}
                    </Button>
                    <Button
                      icon={<DeleteOutlined />}
                      disabled={fields.length <= 1}
                      onClick={() => remove(fields.length - 1)}
                    >
                      {t('storeLevels.removeLast')}
                    </Button>
                  </Flex>
                ) : null}
              </>
            )}
          </Form.List>
          <Typography.Paragraph type="secondary">{t('storeLevels.note')}</Typography.Paragraph>
          <ReasonedSave
            canSave={canSave}
            readOnly={<Alert type="info" showIcon message={t('storeLevels.readOnly')} />}
            reasonLabel={t('storeLevels.reason')}
            saveLabel={t('storeLevels.save')}
            failure={failure}
            pending={save.isPending}
            onSave={submit}
            testId="store-levels"
          />
        </Form>
      </Card>
    </>
  );
}
