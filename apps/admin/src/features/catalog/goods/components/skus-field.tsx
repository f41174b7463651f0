import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Col,
  Flex,
  Form,
  Grid,
  Input,
  InputNumber,
  Row,
  Table,
  Tooltip,
  Typography,
} from 'antd';
import type { FormListFieldData } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { amountRule, toCents } from '#admin/features/catalog/goods/lib/amounts';

const SKU_NAME_MAX = 60;
const SKUS_MAX = 50;
const STOCK_MAX = 1_000_000;

export interface SkuValues {
  id?: number;
  name: string;
  price: string;
  originalPrice: string;
  stock: number | null;
  wholesaleCost: string;
}

type Column = 'name' | 'price' | 'originalPrice' | 'stock' | 'wholesaleCost';

interface Props {
  readOnly: boolean;
  /** Saved specifications no longer in the list: they stay on record with no stock. */
  removedSaved: number;
}

/**
 * The specifications as an editable table (a card per specification on phones): name, price,
 * original price, stock and wholesale cost; add and remove rows. Amounts are typed in dollars.
 */
export function SkusField({ readOnly, removedSaved }: Props) {
  const { t } = useTranslation('catalog');
  const phone = Grid.useBreakpoint().md === false;
  const label = (key: string) => t(`console.goods.field.${key}`);

  /** One field of one specification; on phones with its label above. */
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
              <Input maxLength={SKU_NAME_MAX} aria-label={label('skuName')} dir="auto" />
            </Form.Item>
          </>
        );
      case 'price':
        return (
          <Form.Item {...common} rules={[amountRule(t, { positive: true })]}>
            {money}
          </Form.Item>
        );
      case 'originalPrice':
        return (
          <Form.Item
            {...common}
            dependencies={[['skus', field.name, 'price']]}
            rules={[
              amountRule(t),
              ({ getFieldValue }) => ({
                validator: async (_rule: unknown, value: string | undefined) => {
                  const original = toCents(value);
                  const price = toCents(getFieldValue(['skus', field.name, 'price']) as string);
                  if (
                    'minor' in original &&
                    'minor' in price &&
                    original.minor > 0 &&
                    original.minor <= price.minor
                  )
                    throw new Error(t('console.goods.skus.originalTooLow'));
                },
              }),
            ]}
          >
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
            />
          </Form.Item>
        );
      case 'wholesaleCost':
        return (
          <Form.Item {...common} rules={[amountRule(t)]}>
            {money}
          </Form.Item>
        );
    }
  };

  return (
    <Form.List
      name="skus"
      rules={[
        {
          validator: async (_rule: unknown, value: SkuValues[] | undefined) => {
            if (!value?.length) throw new Error(t('console.goods.skus.required'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => {
        const removeButton = (field: FormListFieldData) =>
          readOnly ? null : (
            <Tooltip title={t('console.goods.skus.remove')}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                disabled={fields.length <= 1}
                onClick={() => remove(field.name)}
                aria-label={t('console.goods.skus.remove')}
              />
            </Tooltip>
          );
        return (
          <Flex vertical gap={8} data-testid="goods-skus">
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
                    <Col span={12}>{cell(field, 'price', true)}</Col>
                    <Col span={12}>{cell(field, 'originalPrice', true)}</Col>
                    <Col span={12}>{cell(field, 'stock', true)}</Col>
                    <Col span={12}>{cell(field, 'wholesaleCost', true)}</Col>
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
                    title: label('price'),
                    key: 'price',
                    width: 120,
                    render: (_: unknown, f) => cell(f, 'price', false),
                  },
                  {
                    title: label('originalPrice'),
                    key: 'originalPrice',
                    width: 130,
                    render: (_: unknown, f) => cell(f, 'originalPrice', false),
                  },
                  {
                    title: label('stock'),
                    key: 'stock',
                    width: 110,
                    render: (_: unknown, f) => cell(f, 'stock', false),
                  },
                  {
                    title: label('wholesaleCost'),
                    key: 'wholesaleCost',
                    width: 130,
                    render: (_: unknown, f) => cell(f, 'wholesaleCost', false),
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
                disabled={fields.length >= SKUS_MAX}
                onClick={() =>
                  add({ name: '', price: '', originalPrice: '0.00', stock: 0, wholesaleCost: '0.00' })
                }
                block
                data-testid="goods-add-sku"
              >
                {t('console.goods.skus.add')}
              </Button>
            )}
            <Form.ErrorList errors={errors} />
            {removedSaved > 0 ? (
              <Alert type="info" showIcon title={t('console.goods.skus.removedNote', { n: removedSaved })} />
            ) : null}
          </Flex>
        );
      }}
    </Form.List>
  );
}
