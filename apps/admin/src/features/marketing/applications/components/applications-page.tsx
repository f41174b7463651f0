import { Flex, Tag, Typography } from 'antd';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  LinkOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, countryName, isLocale, type ApiData, type CountryCode } from '@app/contract';
import { defineReviewQueue } from '#admin/components/define-review-queue';
import { ReviewUser, Secondary } from '#admin/components/review-queue';
import { useFormatDateTime } from '#admin/lib/format';

/** One row of the queue, as the contract defines it. */
type Application = ApiData<'admin/getApplicationList'>['list'][number];

/** Who applied: the name, the email the answer goes to, the country; the account if signed in. */
function Applicant({ row }: { row: Application }) {
  const { t } = useTranslation('marketing');
  return (
    <Flex vertical style={{ minWidth: 0 }}>
      <Flex gap={6} align="center" wrap>
        <Typography.Text strong>
          <bdi>{row.name}</bdi>
        </Typography.Text>
        <Tag color={row.kind === 'creator' ? 'purple' : 'cyan'} style={{ marginInlineEnd: 0 }}>
          {t(`console.applications.kind.${row.kind}`)}
        </Tag>
      </Flex>
      <Typography.Text className="ltr-text" copyable={{ text: row.email }}>
        {row.email}
      </Typography.Text>
      <Secondary>{`${countryName(row.country as CountryCode)} · ${isLocale(row.locale) ? LOCALE_NAMES[row.locale] : row.locale}`}</Secondary>
    </Flex>
  );
}

function Account({ row }: { row: Application }) {
  const { t } = useTranslation('marketing');
  if (!row.user)
    return <Typography.Text type="secondary">{t('console.applications.visitor')}</Typography.Text>;
  return <ReviewUser user={row.user} idText={t('console.applications.userId', { id: row.user.id })} />;
}

/** The channel or website, the size bracket and the message. */
function Pitch({ row }: { row: Application }) {
  const { t } = useTranslation('marketing');
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Typography.Link
        href={row.link}
        target="_blank"
        rel="noopener noreferrer"
        className="ltr-text"
        ellipsis
      >
        <LinkOutlined /> {row.link}
      </Typography.Link>
      <Secondary>{t(`console.applications.size.${row.kind}.${row.size}`)}</Secondary>
      <Typography.Paragraph style={{ marginBottom: 0 }} ellipsis={{ rows: 3, expandable: true, symbol: '…' }}>
        {/* The applicant's own words, in whatever direction they wrote them. */}
        <span dir="auto">{row.message}</span>
      </Typography.Paragraph>
    </Flex>
  );
}

/** Creator and partner applications staff approve or decline; the applicant is mailed either way. */
const applicationQueue = defineReviewQueue({
  ns: 'marketing:console.applications',
  list: 'admin/getApplicationList',
  review: 'admin/reviewApplication',
  statuses: ['reviewing', 'approved', 'rejected'],
  look: {
    reviewing: { color: 'processing', icon: <ClockCircleOutlined /> },
    approved: { color: 'success', icon: <CheckCircleOutlined /> },
    rejected: { color: 'error', icon: <CloseCircleOutlined /> },
  },
  reviewWidth: 170,
  scrollX: { queue: 1100, history: 1100 },
  testIds: { tabs: 'application-tabs', table: 'applications-table' },
  useView: () => {
    const { t } = useTranslation('marketing');
    const formatDate = useFormatDateTime();
    return {
      columns: [
        {
          title: t('console.applications.field.submittedAt'),
          dataIndex: 'submittedAt',
          width: 115,
          render: (value: string) => formatDate(value),
        },
        {
          title: t('console.applications.field.applicant'),
          key: 'applicant',
          width: 240,
          render: (_: unknown, r) => <Applicant row={r} />,
        },
        {
          title: t('console.applications.field.message'),
          key: 'pitch',
          width: 320,
          render: (_: unknown, r) => <Pitch row={r} />,
        },
        {
          title: t('console.applications.field.account'),
          key: 'account',
          width: 180,
          render: (_: unknown, r) => <Account row={r} />,
        },
      ],
      summaryTitle: t('console.applications.field.applicant'),
      summary: (r) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Applicant row={r} />
          <Secondary>{formatDate(r.submittedAt)}</Secondary>
        </Flex>
      ),
      details: (r) => [
        {
          key: 'applicant',
          label: t('console.applications.field.applicant'),
          children: <Applicant row={r} />,
        },
        { key: 'pitch', label: t('console.applications.field.message'), children: <Pitch row={r} /> },
        { key: 'account', label: t('console.applications.field.account'), children: <Account row={r} /> },
      ],
      approveExplain: (r) => t('console.applications.approve.explain', { name: r.name, email: r.email }),
      approved: (r) => t('console.applications.approve.done', { name: r.name }),
      rejectExplain: (r) => t('console.applications.reject.explain', { name: r.name, email: r.email }),
    };
  },
});

export default applicationQueue.Page;
