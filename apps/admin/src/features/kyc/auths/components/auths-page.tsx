import { Flex, Space, Tag, Typography } from 'antd';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { countryCodeOf, countryName, type ApiData } from '@app/contract';
import { defineReviewQueue } from '#admin/components/define-review-queue';
import { ProofImage, ReviewUser, Secondary } from '#admin/components/review-queue';
import { useFormatDateTime } from '#admin/lib/format';

/** One row of the real-name queue, as the contract defines it. */
type AdminAuth = ApiData<'admin/getAuthList'>['list'][number];

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 } as const;

/** The ID photos (and a company's licence): served to staff through short-lived signed addresses. */
function Photos({ row, size = 44 }: { row: AdminAuth; size?: number }) {
  const { t } = useTranslation('kyc');
  return (
    <Space size={6} wrap>
      <ProofImage
        path={row.idFront}
        size={size}
        alt={t('console.auths.field.idFront')}
        none="—"
        testId="auth-id-front"
      />
      <ProofImage
        path={row.idBack}
        size={size}
        alt={t('console.auths.field.idBack')}
        none="—"
        testId="auth-id-back"
      />
      {row.licence ? (
        <ProofImage
          path={row.licence}
          size={size}
          alt={t('console.auths.field.licence')}
          none="—"
          testId="auth-licence"
        />
      ) : null}
    </Space>
  );
}

/** The applicant's store, when the form came with a seller registration or an opened store. */
function StoreCell({ row }: { row: AdminAuth }) {
  const { t } = useTranslation('kyc');
  if (!row.store) return <Typography.Text type="secondary">{t('console.auths.noStore')}</Typography.Text>;
  const code = row.store.country ? countryCodeOf(row.store.country) : undefined;
  return (
    <Flex vertical style={{ minWidth: 0 }}>
      <Typography.Text ellipsis title={row.store.name}>
        <ShopOutlined /> {row.store.name}
      </Typography.Text>
      <Secondary>
        {[code ? countryName(code) : null, row.store.whatsapp].filter(Boolean).join(' · ')}
      </Secondary>
    </Flex>
  );
}

/** Real-name authentications (and the seller applications that bring them) staff pass or reject. */
const authQueue = defineReviewQueue({
  ns: 'kyc:console.auths',
  list: 'admin/getAuthList',
  review: 'admin/reviewAuth',
  statuses: ['reviewing', 'passed', 'rejected'],
  approveWords: 'pass',
  look: {
    reviewing: { color: 'processing', icon: <ClockCircleOutlined /> },
    passed: { color: 'success', icon: <CheckCircleOutlined /> },
    rejected: { color: 'error', icon: <CloseCircleOutlined /> },
  },
  reviewWidth: 170,
  scrollX: { queue: 1100, history: 1100 },
  testIds: { tabs: 'auth-tabs', table: 'auths-table' },
  useView: () => {
    const { t } = useTranslation('kyc');
    const formatDate = useFormatDateTime();
    const user = (r: AdminAuth) => (
      <ReviewUser user={r.user} idText={t('console.auths.userId', { id: r.user.id })} />
    );
    const identity = (r: AdminAuth) => (
      <Flex vertical style={{ minWidth: 0 }}>
        <Flex gap={6} align="center" wrap>
          <Typography.Text strong>{r.realName}</Typography.Text>
          <Tag style={{ marginInlineEnd: 0 }}>{t(`console.auths.type.${r.type}`)}</Tag>
        </Flex>
        <Typography.Text style={mono} copyable={{ text: r.idNumber }}>
          {r.idNumber}
        </Typography.Text>
        {r.type === 'company' ? (
          <Secondary>{`${r.companyName ?? ''} · ${r.documentNumber ?? ''}`}</Secondary>
        ) : null}
      </Flex>
    );
    return {
      columns: [
        {
          title: t('console.auths.field.submittedAt'),
          dataIndex: 'submittedAt',
          width: 115,
          render: (value: string) => formatDate(value),
        },
        { title: t('console.auths.field.user'), key: 'user', width: 190, render: (_: unknown, r) => user(r) },
        {
          title: t('console.auths.field.identity'),
          key: 'identity',
          width: 210,
          render: (_: unknown, r) => identity(r),
        },
        {
          title: t('console.auths.field.photos'),
          key: 'photos',
          width: 170,
          render: (_: unknown, r) => <Photos row={r} />,
        },
        {
          title: t('console.auths.field.store'),
          key: 'store',
          width: 190,
          render: (_: unknown, r) => <StoreCell row={r} />,
        },
      ],
      summaryTitle: t('console.auths.field.identity'),
      summary: (r) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Text className="ltr-text" title={r.user.email}>
            {r.user.email}
          </Typography.Text>
          <Typography.Text strong>{r.realName}</Typography.Text>
          <Secondary>{`${t(`console.auths.type.${r.type}`)} · ${r.idNumber}`}</Secondary>
          <Secondary>{formatDate(r.submittedAt)}</Secondary>
        </Flex>
      ),
      details: (r) => [
        { key: 'user', label: t('console.auths.field.user'), children: user(r) },
        { key: 'identity', label: t('console.auths.field.identity'), children: identity(r) },
        { key: 'photos', label: t('console.auths.field.photos'), children: <Photos row={r} size={96} /> },
        { key: 'store', label: t('console.auths.field.store'), children: <StoreCell row={r} /> },
      ],
      approveExplain: (r) => t('console.auths.pass.explain', { name: r.realName, email: r.user.email }),
      approved: (r) => t('console.auths.pass.done', { name: r.realName }),
      rejectExplain: (r) => t('console.auths.reject.explain', { name: r.realName, email: r.user.email }),
    };
  },
});

export default authQueue.Page;
