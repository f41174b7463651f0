import { useState, type ReactNode } from 'react';
import { Alert, Descriptions, Drawer, Flex, Grid, Space, Table, Tag, Typography } from 'antd';
import { CheckCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { countryCodeOf, countryName, type AdminLoanInfo, type LoanEntry } from '@app/contract';
import { ErrorState } from '#admin/components/error-state';
import { LoadingView } from '#admin/components/loading-view';
import { Money, useMoney } from '#admin/components/money';
import { RejectReasonModal } from '#admin/components/reject-reason-modal';
import { ReviewActions } from '#admin/components/review-actions';
import { ProofImage } from '#admin/components/review-queue';
import { useCanCall } from '#admin/lib/access';
import { useFormatDateTime } from '#admin/lib/format';
import { useRtl } from '#admin/lib/use-rtl';
import { useLoanInfo, useReviewEarlyRepayment, useReviewLoan } from '#admin/features/loan/loans/api/loans';
import { LateFeeText } from '#admin/features/loan/products/components/late-fee-text';
import { formatRate } from '#admin/features/loan/products/lib/terms';
import { LoanTags } from './loan-tags';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' } as const;
const PARTS = ['fees', 'interest', 'principal'] as const;

/** Whether two identity values name the same (spaces and letter case aside). */
const same = (a: string, b: string) =>
  a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

function Section({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <Flex vertical gap={8}>
      <Flex align="center" justify="space-between" gap={8} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {children}
    </Flex>
  );
}

/** The application beside the borrower's passed real-name record, and the three photos. */
function Application({ loan }: { loan: AdminLoanInfo }) {
  const { t } = useTranslation('loan');
  const code = countryCodeOf(loan.nationality);
  const record = loan.realName;
  const match = (a: string, b: string | undefined) =>
    b === undefined ? null : same(a, b) ? (
      <Tag color="success" icon={<CheckCircleOutlined />}>
        {t('console.detail.matches')}
      </Tag>
    ) : (
      <Tag color="warning" icon={<ExclamationCircleOutlined />} data-testid="loan-differs">
        {t('console.detail.differs')}
      </Tag>
    );
  const rows = [
    {
      key: 'name',
      label: t('console.detail.applicantName'),
      applied: loan.applicantName,
      record: record?.name,
    },
    {
      key: 'idNumber',
      label: t('console.detail.idNumber'),
      applied: loan.idNumber,
      record: record?.idNumber,
    },
  ];
  return (
    <Section title={t('console.detail.application')}>
      <Table
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: '', dataIndex: 'label', width: 140 },
          {
            title: t('console.detail.applied'),
            key: 'applied',
            render: (_: unknown, r) => (
              <Typography.Text
                strong
                style={r.key === 'idNumber' ? mono : undefined}
                copyable={{ text: r.applied }}
              >
                <bdi>{r.applied}</bdi>
              </Typography.Text>
            ),
          },
          {
            title: t('console.detail.realNameRecord'),
            key: 'record',
            render: (_: unknown, r) =>
              r.record === undefined ? (
                <Typography.Text type="secondary">{t('console.detail.noRecord')}</Typography.Text>
              ) : (
                <Typography.Text style={r.key === 'idNumber' ? mono : undefined}>
                  <bdi>{r.record}</bdi>
                </Typography.Text>
              ),
          },
          { title: '', key: 'match', width: 120, render: (_: unknown, r) => match(r.applied, r.record) },
        ]}
        data-testid="loan-compare"
      />
      <Descriptions size="small" column={2}>
        <Descriptions.Item label={t('console.detail.nationality')}>
          {code ? countryName(code) : loan.nationality}
        </Descriptions.Item>
        <Descriptions.Item label={t('console.detail.agreement')}>
          {loan.agreementVersion === null
            ? '—'
            : t('console.detail.agreementVersion', { version: loan.agreementVersion })}
        </Descriptions.Item>
      </Descriptions>
      <Space size={12} wrap data-testid="loan-photos">
        {(['idFront', 'idBack', 'idHolding'] as const).map((photo) => (
          <Flex key={photo} vertical gap={4} align="center">
            <ProofImage
              path={loan[photo]}
              size={150}
              alt={t(`console.detail.${photo}`)}
              none="—"
              testId={`loan-${photo}`}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(`console.detail.${photo}`)}
            </Typography.Text>
          </Flex>
        ))}
      </Space>
    </Section>
  );
}

/** The agreed figures and what is owed and paid by part. */
function Figures({ loan }: { loan: AdminLoanInfo }) {
  const { t, i18n } = useTranslation('loan');
  const charged = { fees: loan.feesCharged, interest: loan.interest, principal: loan.amount };
  const waived = { fees: 0, interest: loan.interestWaived, principal: 0 };
  const total = (b: Record<(typeof PARTS)[number], number>) => b.fees + b.interest + b.principal;
  const rows = [
    ...PARTS.map((part) => ({
      key: part,
      label: t(`console.part.${part}`),
      charged: charged[part],
      waived: waived[part],
      paid: loan.paid[part],
      outstanding: loan.outstanding[part],
    })),
    {
      key: 'total',
      label: t('console.part.total'),
      charged: total(charged),
      waived: total(waived),
      paid: total(loan.paid),
      outstanding: total(loan.outstanding),
    },
  ];
  return (
    <Section title={t('console.detail.figures')}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        bordered
        styles={{ label: { width: 150 } }}
        data-testid="loan-figures"
      >
        <Descriptions.Item label={t('console.col.amount')}>
          <Money minor={loan.amount} strong />
        </Descriptions.Item>
        <Descriptions.Item label={t('console.detail.total')}>
          <Money minor={loan.total} strong />
        </Descriptions.Item>
        <Descriptions.Item label={t('console.detail.term')}>
          {t('console.days', { count: loan.termDays })}
        </Descriptions.Item>
        <Descriptions.Item label={t('console.detail.rate')}>
          {formatRate(loan.annualRateBp, i18n.language)}
        </Descriptions.Item>
        <Descriptions.Item label={t('console.detail.interest')} span={loan.startDay ? 1 : 2}>
          <Money minor={loan.interest} />
        </Descriptions.Item>
        {loan.startDay ? (
          <Descriptions.Item label={t('console.detail.startDay')}>
            <bdi>{loan.startDay}</bdi>
          </Descriptions.Item>
        ) : null}
        {loan.dueDay ? (
          <Descriptions.Item label={t('console.detail.dueDay')} span={2}>
            <bdi>{loan.dueDay}</bdi>
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('console.detail.lateFee')} span={2}>
          <LateFeeText rule={loan.lateFee} />
        </Descriptions.Item>
      </Descriptions>
      {loan.status === 'applying' || loan.status === 'rejected' ? null : (
        <Table
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={rows}
          rowClassName={(r) => (r.key === 'total' ? 'row-strong' : '')}
          columns={[
            { title: '', dataIndex: 'label' },
            ...(['charged', 'waived', 'paid', 'outstanding'] as const).map((col) => ({
              title: t(`console.detail.${col}`),
              dataIndex: col,
              align: 'end' as const,
              render: (v: number) => <Money minor={v} strong={col === 'outstanding' && v > 0} />,
            })),
          ]}
          data-testid="loan-parts"
        />
      )}
    </Section>
  );
}

function Schedule({ loan }: { loan: AdminLoanInfo }) {
  const { t } = useTranslation('loan');
  if (loan.schedule.length === 0) return null;
  const color = { upcoming: 'default', due: 'gold', overdue: 'red', paid: 'success' } as const;
  return (
    <Section title={t('console.detail.schedule')}>
      <Table
        size="small"
        rowKey="n"
        pagination={false}
        dataSource={loan.schedule}
        columns={[
          { title: '#', dataIndex: 'n', width: 40 },
          { title: t('console.detail.dueDay'), dataIndex: 'dueDay', render: (d: string) => <bdi>{d}</bdi> },
          {
            title: t('console.part.principal'),
            dataIndex: 'principal',
            align: 'end',
            render: (v: number) => <Money minor={v} />,
          },
          {
            title: t('console.part.interest'),
            dataIndex: 'interest',
            align: 'end',
            render: (v: number) => <Money minor={v} />,
          },
          {
            title: t('console.part.total'),
            dataIndex: 'total',
            align: 'end',
            render: (v: number) => <Money minor={v} strong />,
          },
          {
            title: t('console.col.state'),
            dataIndex: 'state',
            render: (s: keyof typeof color) => <Tag color={color[s]}>{t(`console.instalment.${s}`)}</Tag>,
          },
        ]}
        data-testid="loan-schedule"
      />
    </Section>
  );
}

/** The latest early repayment request: what is held, the days and interest it counts, what is not owed. */
function Early({ loan }: { loan: AdminLoanInfo }) {
  const { t } = useTranslation('loan');
  const formatDate = useFormatDateTime();
  const early = loan.early;
  if (!early) return null;
  const color = {
    requested: 'orange',
    accepted: 'success',
    declined: 'error',
    cancelled: 'default',
  } as const;
  return (
    <Section
      title={t('console.detail.early')}
      extra={<Tag color={color[early.status]}>{t(`console.early.${early.status}`)}</Tag>}
    >
      <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered data-testid="loan-early">
        <Descriptions.Item
          label={early.status === 'requested' ? t('console.early.held') : t('console.early.amount')}
        >
          <Money minor={early.amount} strong />
        </Descriptions.Item>
        <Descriptions.Item label={t('console.early.days')}>
          {t('console.days', { count: early.days })}
        </Descriptions.Item>
        <Descriptions.Item label={t('console.early.interest')}>
          <Money minor={early.interest} />
        </Descriptions.Item>
        <Descriptions.Item label={t('console.early.waived')}>
          <Money minor={early.waived} />
        </Descriptions.Item>
        <Descriptions.Item label={t('console.early.overpaid')}>
          <Money minor={early.overpaid} />
        </Descriptions.Item>
        <Descriptions.Item label={t('console.early.requestedAt')}>
          {formatDate(early.requestedAt)}
        </Descriptions.Item>
        {early.decidedAt ? (
          <Descriptions.Item label={t('console.early.decidedAt')}>
            {formatDate(early.decidedAt)}
          </Descriptions.Item>
        ) : null}
        {early.reason ? (
          <Descriptions.Item label={t('console.early.reason')}>
            <bdi>{early.reason}</bdi>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </Section>
  );
}

/** Every record of the loan, oldest first: decisions, charges, payments with what they repaid. */
function Entries({ loan }: { loan: AdminLoanInfo }) {
  const { t } = useTranslation('loan');
  const money = useMoney();
  const formatDate = useFormatDateTime();
  return (
    <Section title={t('console.detail.entries')}>
      <Table<LoanEntry>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={loan.entries}
        scroll={{ x: 720 }}
        columns={[
          {
            title: t('console.entry.at'),
            key: 'at',
            width: 200,
            render: (_: unknown, e) => (
              <Flex vertical>
                <span>{formatDate(e.at)}</span>
                {e.day ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('console.entry.forDay', { day: `\u2066${e.day}\u2069` })}
                  </Typography.Text>
                ) : null}
              </Flex>
            ),
          },
          {
            title: t('console.entry.what'),
            key: 'kind',
            width: 180,
            render: (_: unknown, e) => (
              <Flex vertical>
                <span>{t(`console.entry.kind.${e.kind}`)}</span>
                {e.overdueDays ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('console.overdueDays', { count: e.overdueDays })}
                  </Typography.Text>
                ) : null}
                {e.reason ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <bdi>{e.reason}</bdi>
                  </Typography.Text>
                ) : null}
              </Flex>
            ),
          },
          {
            title: t('console.entry.amount'),
            dataIndex: 'amount',
            width: 120,
            align: 'end',
            render: (v: number) =>
              v ? <Money minor={v} /> : <Typography.Text type="secondary">—</Typography.Text>,
          },
          {
            title: t('console.entry.parts'),
            key: 'parts',
            render: (_: unknown, e) =>
              e.parts ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {PARTS.filter((p) => e.parts![p] !== 0)
                    .map((p) => `${t(`console.part.${p}`)} ${money(e.parts![p])}`)
                    .join(' · ') || '—'}
                </Typography.Text>
              ) : null,
          },
        ]}
        data-testid="loan-entries"
      />
    </Section>
  );
}

/** The decisions staff may make on this loan now: review the application, answer an early repayment. */
function Decisions({ loan }: { loan: AdminLoanInfo }) {
  const { t, i18n } = useTranslation('loan');
  const money = useMoney();
  const canReview = useCanCall('admin/reviewLoan');
  const canEarly = useCanCall('admin/reviewEarlyRepayment');
  const review = useReviewLoan();
  const answer = useReviewEarlyRepayment();
  const [rejecting, setRejecting] = useState<'loan' | 'early' | null>(null);
  const reviewing = loan.status === 'applying' && canReview;
  const early = loan.early?.status === 'requested' && canEarly ? loan.early : null;
  if (!reviewing && !early) return null;
  return (
    <>
      {reviewing ? (
        <Alert
          type="info"
          showIcon
          title={t('console.review.waiting')}
          description={t('console.review.explain', {
            amount: money(loan.amount),
            email: loan.user.email,
            days: loan.termDays,
            rate: `\u2066${formatRate(loan.annualRateBp, i18n.language)}\u2069`,
          })}
          action={
            <ReviewActions
              vertical
              text={{
                title: t('console.review.approveTitle'),
                explain: t('console.review.approveExplain', {
                  amount: money(loan.amount),
                  email: loan.user.email,
                }),
                confirm: t('console.review.approveConfirm', { amount: money(loan.amount) }),
                approve: t('console.review.approve'),
                reject: t('console.review.reject'),
              }}
              pending={review.isPending}
              approve={() =>
                review
                  .mutateAsync({ id: loan.id, action: 'approve' })
                  .then((l) => t('console.review.approved', { loanNo: l.loanNo, amount: money(l.amount) }))
              }
              onReject={() => setRejecting('loan')}
            />
          }
          data-testid="loan-review"
        />
      ) : null}
      {early ? (
        <Alert
          type="warning"
          showIcon
          title={t('console.earlyReview.waiting')}
          description={t('console.earlyReview.explain', {
            amount: money(early.amount),
            days: early.days,
            interest: money(early.interest),
            waived: money(early.waived),
          })}
          action={
            <ReviewActions
              vertical
              text={{
                title: t('console.earlyReview.acceptTitle'),
                explain:
                  early.overpaid > 0
                    ? t('console.earlyReview.acceptExplainOverpaid', {
                        amount: money(early.amount),
                        overpaid: money(early.overpaid),
                      })
                    : t('console.earlyReview.acceptExplain', { amount: money(early.amount) }),
                confirm: t('console.earlyReview.acceptConfirm'),
                approve: t('console.earlyReview.accept'),
                reject: t('console.earlyReview.decline'),
              }}
              pending={answer.isPending}
              approve={() =>
                answer
                  .mutateAsync({ id: loan.id, action: 'accept' })
                  .then((l) => t('console.earlyReview.accepted', { loanNo: l.loanNo }))
              }
              onReject={() => setRejecting('early')}
            />
          }
          data-testid="loan-early-review"
        />
      ) : null}
      <RejectReasonModal
        open={rejecting !== null}
        explain={
          rejecting === 'early'
            ? t('console.earlyReview.declineExplain', { amount: money(early?.amount ?? 0) })
            : t('console.review.rejectExplain', { email: loan.user.email })
        }
        text={
          rejecting === 'early'
            ? {
                title: t('console.earlyReview.declineTitle'),
                reason: t('console.reason'),
                placeholder: t('console.earlyReview.declinePlaceholder'),
                confirm: t('console.earlyReview.decline'),
                done: t('console.earlyReview.declined'),
              }
            : {
                title: t('console.review.rejectTitle'),
                reason: t('console.reason'),
                placeholder: t('console.review.rejectPlaceholder'),
                confirm: t('console.review.reject'),
                done: t('console.review.rejected'),
              }
        }
        pending={review.isPending || answer.isPending}
        reject={(reason) =>
          rejecting === 'early'
            ? answer.mutateAsync({ id: loan.id, action: 'decline', reason })
            : review.mutateAsync({ id: loan.id, action: 'reject', reason })
        }
        onClose={() => setRejecting(null)}
      />
    </>
  );
}

/** One loan: the decisions waiting, the application, the figures, the schedule, every record. */
export function LoanDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('loan');
  const formatDate = useFormatDateTime();
  const phone = Grid.useBreakpoint().md === false;
  const rtl = useRtl();
  const info = useLoanInfo(id);
  const loan = info.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      placement={rtl ? 'left' : 'right'}
      size={phone ? '100%' : 900}
      destroyOnHidden
      title={
        loan ? (
          <Flex gap={8} align="center" wrap>
            <span className="ltr-text">{loan.loanNo}</span>
            <LoanTags loan={loan} />
          </Flex>
        ) : (
          t('console.detail.title')
        )
      }
      data-testid="loan-detail"
    >
      {info.isError ? (
        <ErrorState error={info.error} onRetry={() => void info.refetch()} />
      ) : !loan ? (
        <LoadingView />
      ) : (
        <Flex vertical gap={20}>
          <Decisions loan={loan} />
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={t('console.col.borrower')}>
              <Flex vertical>
                <span className="ltr-text">{loan.user.email}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <bdi>{loan.user.nickname}</bdi> · {t('console.detail.userId', { id: loan.user.id })}
                </Typography.Text>
              </Flex>
            </Descriptions.Item>
            <Descriptions.Item label={t('console.col.store')}>
              <Flex vertical>
                <bdi>{loan.store.name}</bdi>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('console.products.level', { level: loan.store.level })}
                </Typography.Text>
              </Flex>
            </Descriptions.Item>
            <Descriptions.Item label={t('console.detail.appliedAt')}>
              {formatDate(loan.appliedAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('console.detail.reviewed')}>
              {loan.reviewedAt
                ? `${formatDate(loan.reviewedAt)}${loan.reviewer ? ` · ${loan.reviewer}` : ''}`
                : '—'}
            </Descriptions.Item>
            {loan.rejectReason ? (
              <Descriptions.Item label={t('console.detail.rejectReason')} span={2}>
                <bdi>{loan.rejectReason}</bdi>
              </Descriptions.Item>
            ) : null}
            {loan.repaidAt ? (
              <Descriptions.Item label={t('console.detail.repaidAt')}>
                {formatDate(loan.repaidAt)}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          {loan.status === 'applying' ? (
            <>
              <Application loan={loan} />
              <Figures loan={loan} />
            </>
          ) : (
            <>
              <Early loan={loan} />
              <Figures loan={loan} />
              <Schedule loan={loan} />
              <Application loan={loan} />
            </>
          )}
          <Entries loan={loan} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('console.detail.daysNote')}
          </Typography.Text>
        </Flex>
      )}
    </Drawer>
  );
}
