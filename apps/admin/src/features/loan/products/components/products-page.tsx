import { useState } from 'react';
import { Button, Flex, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminLoanProduct } from '@app/contract';
import { CataloguePage } from '#admin/components/catalogue-page';
import { useMoney } from '#admin/components/money';
import { useCanCall } from '#admin/lib/access';
import { useLoanProducts } from '#admin/features/loan/products/api/products';
import { formatRate } from '#admin/features/loan/products/lib/terms';
import { LateFeeText } from './late-fee-text';
import { ProductDrawer } from './product-drawer';

/**
 * `/loans/products`: the loan products staff offer (decision 51): term choices, the annual rate,
 * the late fee rule, the amount range, the store level needed, whether offered and how many loans.
 * Admins change them in an audited drawer; loans keep the terms they were applied for.
 */
export default function ProductsPage() {
  const { t, i18n } = useTranslation('loan');
  const locale = i18n.language;
  const money = useMoney();
  const canSave = useCanCall('admin/saveLoanProduct');
  const result = useLoanProducts();
  const [editing, setEditing] = useState<AdminLoanProduct | 'new' | null>(null);
  const count = (n: number) => n.toLocaleString(locale);

  const product: TableColumnsType<AdminLoanProduct>[number] = {
    title: t('console.products.col.terms'),
    key: 'terms',
    width: 180,
    render: (_, p) => (
      <Flex vertical gap={4}>
        <Flex gap={4} wrap>
          {p.termDays.map((d) => (
            <Tag key={d} style={{ marginInlineEnd: 0 }}>
              {t('console.days', { count: d })}
            </Tag>
          ))}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          #{p.id}
        </Typography.Text>
      </Flex>
    ),
  };
  const rate: TableColumnsType<AdminLoanProduct>[number] = {
    title: t('console.products.col.rate'),
    key: 'rate',
    width: 100,
    render: (_, p) => (
      <Typography.Text strong data-testid="loan-product-rate">
        {formatRate(p.annualRateBp, locale)}
      </Typography.Text>
    ),
  };
  const active: TableColumnsType<AdminLoanProduct>[number] = {
    title: t('console.products.col.active'),
    key: 'active',
    width: 100,
    render: (_, p) =>
      p.active ? (
        <Tag color="success">{t('console.products.offered')}</Tag>
      ) : (
        <Tag>{t('console.products.notOffered')}</Tag>
      ),
  };
  const actions: TableColumnsType<AdminLoanProduct>[number] = {
    title: '',
    key: 'actions',
    width: 100,
    align: 'end',
    render: (_, p) =>
      canSave ? (
        <Button
          type="link"
          icon={<EditOutlined />}
          onClick={() => setEditing(p)}
          data-testid="loan-product-edit"
        >
          {t('staff:catalogue.edit')}
        </Button>
      ) : null,
  };
  const columns: TableColumnsType<AdminLoanProduct> = [
    product,
    rate,
    {
      title: t('console.products.col.lateFee'),
      key: 'lateFee',
      width: 240,
      render: (_, p) => <LateFeeText rule={p.lateFee} />,
    },
    {
      title: t('console.products.col.amounts'),
      key: 'amounts',
      width: 190,
      render: (_, p) => (
        <span>
          {money(p.minAmount)} – {money(p.maxAmount)}
        </span>
      ),
    },
    {
      title: t('console.products.col.storeLevel'),
      key: 'storeLevel',
      width: 110,
      render: (_, p) =>
        p.minStoreLevel === 0
          ? t('console.products.anyStore')
          : t('console.products.level', { level: p.minStoreLevel }),
    },
    active,
    {
      title: t('console.products.col.loans'),
      key: 'loans',
      width: 80,
      align: 'end',
      render: (_, p) => count(p.loans),
    },
    ...(canSave ? [{ ...actions, fixed: 'right' as const }] : []),
  ];

  return (
    <CataloguePage<AdminLoanProduct>
      ns="loan:console.products"
      result={result}
      refresh={t('staff:catalogue.refresh')}
      add={
        canSave
          ? { label: t('console.products.add'), onClick: () => setEditing('new'), testId: 'loan-product-new' }
          : undefined
      }
      audit={{ ns: 'staff:catalogue', text: t('console.products.auditNote') }}
      table={{
        columns,
        phoneColumns: [product, rate, active, ...(canSave ? [actions] : [])],
        scrollX: 1100,
        emptyText: t('console.products.empty'),
        testId: 'loan-products-table',
        rowClassName: (p) => (p.active ? '' : 'row-muted'),
      }}
      editor={<ProductDrawer editing={editing} onClose={() => setEditing(null)} />}
    />
  );
}
