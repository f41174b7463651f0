import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Modal, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { runLoanJobBody } from '@app/contract';
import { errorMessage } from '#admin/lib/errors';
import { zodRule } from '#admin/lib/zod-rule';
import { useRunLoanJob } from '#admin/features/loan/loans/api/loans';

/** Run the daily loan job now, with a reason; it answers how many loans it looked at and what it posted. */
export function RunJobModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('loan');
  const [form] = Form.useForm<{ reason: string }>();
  const run = useRunLoanJob();
  const [result, setResult] = useState<{ loans: number; posted: number } | null>(null);
  const close = () => {
    setResult(null);
    run.reset();
    form.resetFields();
    onClose();
  };
  const reasonLabel = t('console.job.reason');
  return (
    <Modal
      open={open}
      title={t('console.job.title')}
      onCancel={close}
      destroyOnHidden
      width={560}
      footer={
        result ? (
          <Button onClick={close}>{t('console.job.close')}</Button>
        ) : (
          <Flex gap={8} justify="end">
            <Button onClick={close}>{t('staff:action.cancel')}</Button>
            <Button
              type="primary"
              loading={run.isPending}
              onClick={() =>
                void form
                  .validateFields()
                  .then((v) => run.mutateAsync({ reason: v.reason.trim() }).then(setResult, () => undefined))
                  .catch(() => undefined)
              }
              data-testid="loan-job-submit"
            >
              {t('console.job.submit')}
            </Button>
          </Flex>
        )
      }
    >
      {result ? (
        <Result
          status={result.posted > 0 ? 'success' : 'info'}
          title={
            result.posted > 0 ? t('console.job.posted', { count: result.posted }) : t('console.job.nothing')
          }
          subTitle={t('console.job.looked', { count: result.loans })}
          data-testid="loan-job-result"
        />
      ) : (
        <Form form={form} layout="vertical">
          <Typography.Paragraph type="secondary">{t('console.job.explain')}</Typography.Paragraph>
          <Form.Item
            name="reason"
            label={reasonLabel}
            required
            rules={[zodRule(runLoanJobBody.shape.reason, t, reasonLabel)]}
          >
            <Input.TextArea rows={2} maxLength={500} showCount data-testid="loan-job-reason" />
          </Form.Item>
          {run.isError ? <Alert type="error" showIcon title={errorMessage(run.error, t)} /> : null}
        </Form>
      )}
    </Modal>
  );
}
