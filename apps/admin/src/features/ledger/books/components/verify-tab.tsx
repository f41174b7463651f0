import { Alert, Button, Card, Col, Flex, List, Result, Row, Statistic, Typography } from 'antd';
import { SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useMoney } from '#admin/components/money';
import { errorMessage } from '#admin/lib/errors';
import { useFormatDateTime } from '#admin/lib/format';
import { useVerifyLedger } from '#admin/features/ledger/books/api/ledger';

/** Recomputes every balance from the transfers on demand and shows whether the books balance. */
export function VerifyTab({ verify }: { verify: ReturnType<typeof useVerifyLedger> }) {
  const { t } = useTranslation('ledger');
  const money = useMoney();
  const formatDate = useFormatDateTime('precise');
  const report = verify.data;

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <Typography.Paragraph type="secondary" style={{ margin: 0, flex: '1 1 320px' }}>
            {t('ledger.verify.explain')}
          </Typography.Paragraph>
          <Button
            type="primary"
            size="large"
            icon={<SafetyCertificateOutlined />}
            loading={verify.isPending}
            onClick={() => verify.mutate()}
            data-testid="ledger-verify-run"
          >
            {t(report ? 'ledger.verify.again' : 'ledger.verify.run')}
          </Button>
        </Flex>
      </Card>
      {verify.error ? <Alert type="error" showIcon title={errorMessage(verify.error, t)} /> : null}
      {report ? (
        <Card data-testid="ledger-verify-result" style={{ opacity: verify.isPending ? 0.6 : 1 }}>
          <Result
            style={{ padding: '8px 0 16px' }}
            status={report.ok ? 'success' : 'error'}
            title={t(report.ok ? 'ledger.verify.ok' : 'ledger.verify.failed')}
            subTitle={t('ledger.verify.checkedAt', { time: formatDate(report.checkedAt) })}
          />
          <Row gutter={[16, 16]}>
            <Col xs={12} md={8}>
              <Statistic title={t('ledger.verify.accounts')} value={report.accounts} />
            </Col>
            <Col xs={12} md={8}>
              <Statistic title={t('ledger.verify.transfers')} value={report.transfers} />
            </Col>
            <Col xs={24} md={8}>
              <Statistic
                title={t('ledger.verify.imbalance')}
                value={money(report.imbalance)}
                styles={{ content: { color: report.imbalance === 0 ? '#389e0d' : '#cf1322' } }}
              />
            </Col>
          </Row>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('ledger.verify.problems', { n: report.problems.length })}
          </Typography.Title>
          {report.problems.length === 0 ? (
            <Typography.Text type="secondary">{t('ledger.verify.noProblems')}</Typography.Text>
          ) : (
            <List
              size="small"
              bordered
              dataSource={report.problems}
              renderItem={(problem) => (
                <List.Item>
                  <Flex gap={8} align="baseline">
                    <WarningOutlined style={{ color: '#cf1322' }} />
                    <Typography.Text style={{ wordBreak: 'break-word' }}>
                      <span dir="auto">{problem}</span>
                    </Typography.Text>
                  </Flex>
                </List.Item>
              )}
            />
          )}
        </Card>
      ) : verify.isPending || verify.error ? null : (
        <Card>
          <Result
            style={{ padding: '16px 0' }}
            icon={<SafetyCertificateOutlined style={{ color: '#bfbfbf' }} />}
            title={t('ledger.verify.notRun')}
            subTitle={t('ledger.verify.notRunHint')}
          />
        </Card>
      )}
    </Flex>
  );
}
