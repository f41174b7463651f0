import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Flex, Form, InputNumber, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ReasonedSave } from '#admin/components/reasoned-save';
import { INVITE_LEVEL_BPS_MAX, INVITE_REWARD_LEVELS_MAX, type AdminInviteRule } from '@app/contract';
import { PageTitle } from '#admin/components/page-title';
import { ErrorState } from '#admin/components/error-state';
import { LoadingView } from '#admin/components/loading-view';
import { useCanCall } from '#admin/lib/access';
import { showSaveFailure } from '#admin/lib/errors';
import { useInviteRule, useSetInviteRule } from '#admin/features/invite/settings/api/invite-rule';

interface Values {
  levels: { percent: number | null }[];
  capPercent: number | null;
  reason: string;
}

const toValues = (r: AdminInviteRule): Values => ({
  levels: r.levelBps.map((b) => ({ percent: b / 100 })),
  capPercent: r.capShareBps / 100,
  reason: '',
});

/** A sample order of 100.00 under the rule being edited, so staff see what the cap does. */
function example(levels: number[], capShareBps: number, commissionBps: number) {
  const total = 10_000;
  let left = Math.floor((Math.floor((total * commissionBps) / 10_000) * capShareBps) / 10_000);
  return levels.map((bps) => {
    const amount = Math.min(Math.floor((total * bps) / 10_000), left);
    left -= amount;
    return amount;
  });
}

/**
 * The invitation reward rule (issue 14 part 8, decision 45): a percentage of each completed order
 * for up to 3 ancestors of the buyer, never more together than a share of the platform's commission
 * on that order. Admins change it with a reason (audited); it applies to orders paid from then on.
 */
export default function InviteRulePage() {
  const { t, i18n } = useTranslation('invite');
  const { message } = App.useApp();
  const query = useInviteRule();
  const save = useSetInviteRule();
  const canSave = useCanCall('admin/setInviteRule');
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const levels = Form.useWatch('levels', form) ?? [];
  const capPercent = Form.useWatch('capPercent', form);

  useEffect(() => {
    if (query.data) form.setFieldsValue(toValues(query.data));
  }, [query.data, form]);

  if (query.isPending) return <LoadingView />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const rule = query.data;
  const pct = (bps: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
  const money = (minor: number) => (minor / 100).toFixed(2);
  const sample = example(
    levels.map((l) => Math.round((l?.percent ?? 0) * 100)),
    Math.round((capPercent ?? 0) * 100),
    rule.commissionBps,
  );

  const submit = async () => {
    const values = await form.validateFields();
    setFailure(null);
    try {
      await save.mutateAsync({
        levelBps: values.levels.map((l) => Math.round((l.percent ?? 0) * 100)),
        capShareBps: Math.round((values.capPercent ?? 0) * 100),
        reason: values.reason.trim(),
      });
      form.setFieldValue('reason', '');
      void message.success(t('console.saved'));
    } catch (error) {
      showSaveFailure(form, error, t, setFailure, (field) => {
        const m = /^levelBps\.(\d+)$/.exec(field);
        if (m) return ['levels', Number(m[1]), 'percent'];
        if (field === 'capShareBps') return ['capPercent'];
        return field === 'reason' ? ['reason'] : undefined;
      });
    }
  };

  return (
    <>
      <PageTitle title={t('console.title')} subtitle={t('console.subtitle')} />
      <Card style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('console.commission')}>
            <bdi data-testid="invite-rule-commission">{pct(rule.commissionBps)}</bdi>
          </Descriptions.Item>
          <Descriptions.Item label={t('console.current')}>
            <span data-testid="invite-rule-current">
              {new Intl.ListFormat(i18n.language, { type: 'unit' }).format(
                rule.levelBps.map((b, i) => `${t('console.level', { level: i + 1 })}: ${pct(b)}`),
              )}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('console.updatedAt')}>
            {rule.updatedAt
              ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                  new Date(rule.updatedAt),
                )
              : t('console.defaults')}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card>
        <Form
          form={form}
          layout="vertical"
          disabled={save.isPending || !canSave}
          data-testid="invite-rule-form"
        >
          <Form.List name="levels">
            {(fields, { add, remove }) => (
              <>
                <Flex gap={16} wrap>
                  {fields.map((f) => (
                    <Form.Item
                      key={f.key}
                      name={[f.name, 'percent']}
                      label={t('console.level', { level: f.name + 1 })}
                      rules={[{ required: true, message: t('validation:validation.invitePercent') }]}
                    >
                      <InputNumber
                        min={0}
                        max={INVITE_LEVEL_BPS_MAX / 100}
                        precision={2}
                        suffix="%"
                        style={{ width: 160 }}
                        data-testid={`invite-level-${f.name + 1}`}
                      />
                    </Form.Item>
                  ))}
                </Flex>
                {canSave ? (
                  <Flex gap={8} style={{ marginBottom: 16 }}>
                    <Button
                      icon={<PlusOutlined />}
                      disabled={fields.length >= INVITE_REWARD_LEVELS_MAX}
                      onClick={() => add({ percent: 0 })}
                    >
                      {t('console.addLevel')}
                    </Button>
                    <Button
                      icon={<DeleteOutlined />}
                      disabled={fields.length <= 1}
                      onClick={() => remove(fields.length - 1)}
                    >
                      {t('console.removeLevel')}
                    </Button>
                  </Flex>
                ) : null}
              </>
            )}
          </Form.List>
          <Form.Item
            name="capPercent"
            label={t('console.cap')}
            extra={t('console.capHelp')}
            rules={[{ required: true, message: t('validation:validation.inviteCap') }]}
          >
            <InputNumber
              min={0}
              max={100}
              precision={2}
              suffix="%"
              style={{ width: 160 }}
              data-testid="invite-cap"
            />
          </Form.Item>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="invite-rule-example"
            message={t('console.example', {
              parts: new Intl.ListFormat(i18n.language, { type: 'unit' }).format(
                sample.map((a, i) => t('console.examplePart', { level: i + 1, amount: money(a) })),
              ),
              total: money(sample.reduce((a, b) => a + b, 0)),
            })}
          />
          <Typography.Paragraph type="secondary">{t('console.note')}</Typography.Paragraph>
          <ReasonedSave
            canSave={canSave}
            readOnly={<Alert type="info" showIcon message={t('console.readOnly')} />}
            reasonLabel={t('console.reason')}
            saveLabel={t('console.save')}
            failure={failure}
            pending={save.isPending}
            onSave={submit}
            testId="invite-rule"
          />
        </Form>
      </Card>
    </>
  );
}
