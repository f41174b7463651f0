import type { ReactNode } from 'react';
import { Button, Col, Flex, Form, Grid, Input, InputNumber, Row, Table, Tooltip, Typography } from 'antd';
import type { FormListFieldData } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SELLER_SKU_MAX } from '@app/contract';
import { amountRule } from '#admin/features/catalog/goods/lib/amounts';

const SKU_NAME_MAX = 60;
const STOCK_MAX = 1_000_000;

export interface WarehouseSkuValues {
  id?: number;
  name: string;
  wholesaleCost: string;
  originalPrice: string;
  stock: number | null;
}

type Column = 'name' | 'wholesaleCost' | 'originalPrice' | 'stock';

export const blankSku: WarehouseSkuValues = { name: '', wholesaleCost: '', originalPrice: '0.00', stock: 0 };

interface Props {
  readOnly: boolean;
}

/**
 * A warehouse product's specifications as an editable table (a card each on phones): name,
 * wholesale cost, original (list) price and the warehouse's stock, in dollars; add and remove rows.
 */
export function WarehouseSkusField({ readOnly }: Props) {
  const { t } = useTranslation('catalog');
  const form = Form.useFormInstance();
  const phone = Grid.useBreakpoint().md === false;
  const label = (key: string) => t(`console.goods.field.${key}`);

  const cell = (field: FormListFieldData, column: Column, withLabel: boolean): ReactNode => {
    const common = {
      name: [field.name, column],
      label: withLabel ? label(column === 'name' ? 'skuName' : column) : undefined,
      style: withLabel ? { marginBottom: 12 } : { marginBottom: 0 },
    };
    const money = (
      <Input
        className="ltr-input"
        inputMode="decimal"
        prefix={<span dir="ltr">$</span>}
        aria-label={label(column)}
        data-testid={`warehouse-sku-${column}`}
      />
    );
    switch (column) {
      case 'name':
        return (
          <>
            {/* A saved specification keeps its id, so saving changes it instead of adding one. */}
            <Form.Item name={[field.name, 'id']} hidden>
              <Input />
            </Form.Item>
            <Form.Item
              {...common}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('validation:validation.required', { field: label('skuName') }),
                },
                {
                  max: SKU_NAME_MAX,
                  message: t('validation:validation.tooLong', { field: label('skuName'), max: SKU_NAME_MAX }),
                },
              ]}
              validateFirst
            >
              <Input
                maxLength={SKU_NAME_MAX}
                aria-label={label('skuName')}
                dir="auto"
                data-testid="warehouse-sku-name"
              />
            </Form.Item>
          </>
        );
      case 'wholesaleCost':
        return (
          <Form.Item {...common} required rules={[amountRule(t, { positive: true })]}>
            {money}
          </Form.Item>
        );
      case 'originalPrice':
        return (
          <Form.Item {...common} rules={[amountRule(t)]}>
            {money}
          </Form.Item>
        );
      case 'stock':
        return (
          <Form.Item
            {...common}
            rules={[
              { required: true, message: t('validation:validation.required', { field: label('stock') }) },
            ]}
          >
            <InputNumber
              min={0}
              max={STOCK_MAX}
              precision={0}
              style={{ width: '100%' }}
              aria-label={label('stock')}
              data-testid="warehouse-sku-stock"
            />
          </Form.Item>
        );
    }
  };

  return (
    <Form.List
      name="skus"
      rules={[
        {
          validator: async (_rule: unknown, value: WarehouseSkuValues[] | undefined) => {
            if (!value?.length) throw new Error(t('console.goods.skus.required'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => {
        const removeButton = (field: FormListFieldData) => {
          if (readOnly) return null;
          // A saved specification stays on the product (stores list it, orders name it): the server
          // only empties its stock, so it is emptied here by its stock, not removed.
          const saved = Boolean(form.getFieldValue(['skus', field.name, 'id']));
          const title = saved ? t('console.warehouse.savedSku') : t('console.goods.skus.remove');
          return (
            <Tooltip title={title}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                disabled={saved || fields.length <= 1}
                onClick={() => remove(field.name)}
                aria-label={title}
              />
            </Tooltip>
          );
        };
        return (
          <Flex vertical gap={8} data-testid="warehouse-skus">
            {phone ? (
              fields.map((field, i) => (
                <div
                  key={field.key}
                  style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: '8px 12px 0' }}
                >
                  <Flex justify="space-between" align="center" style={{ marginBottom: 4 }}>
                    <Typography.Text strong>{t('console.goods.skus.number', { n: i + 1 })}</Typography.Text>
                    {removeButton(field)}
                  </Flex>
                  {cell(field, 'name', true)}
                  <Row gutter={8}>
                    <Col span={12}>{cell(field, 'wholesaleCost', true)}</Col>
                    <Col span={12}>{cell(field, 'originalPrice', true)}</Col>
                    <Col span={12}>{cell(field, 'stock', true)}</Col>
                  </Row>
                </div>
              ))
            ) : (
              <Table
                dataSource={fields}
                rowKey="key"
                pagination={false}
                size="small"
                tableLayout="fixed"
                columns={[
                  { title: label('skuName'), key: 'name', render: (_: unknown, f) => cell(f, 'name', false) },
                  {
                    title: label('wholesaleCost'),
                    key: 'wholesaleCost',
                    width: 150,
                    render: (_: unknown, f) => cell(f, 'wholesaleCost', false),
                  },
                  {
                    title: label('originalPrice'),
                    key: 'originalPrice',
                    width: 150,
                    render: (_: unknown, f) => cell(f, 'originalPrice', false),
                  },
                  {
                    title: label('stock'),
                    key: 'stock',
                    width: 110,
                    render: (_: unknown, f) => cell(f, 'stock', false),
                  },
                  ...(readOnly
                    ? []
                    : [
                        {
                          title: '',
                          key: 'remove',
                          width: 48,
                          align: 'center' as const,
                          render: (_: unknown, f: FormListFieldData) => removeButton(f),
                        },
                      ]),
                ]}
              />
            )}
            {readOnly ? null : (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= SELLER_SKU_MAX}
                onClick={() => add({ ...blankSku })}
                block
                data-testid="warehouse-add-sku"
              >
                {t('console.goods.skus.add')}
              </Button>
            )}
            <Form.ErrorList errors={errors} />
          </Flex>
        );
      }}
    </Form.List>
  );
}
