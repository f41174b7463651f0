import { useEffect, useState } from 'react';
import { Alert, App, Button, Descriptions, Drawer, Flex, Grid, Input, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_NOTE_MAX, type FeedbackItem } from '@app/contract';
import { errorMessage } from '#admin/lib/errors';
import { useFormatDateTime } from '#admin/lib/format';
import { useCanCall } from '#admin/lib/access';
import { useRtl } from '#admin/lib/use-rtl';
import { useHandleFeedback } from '#admin/features/content/feedback/api/feedback';
import { FeedbackStatusTag } from './feedback-status-tag';

/** One piece of feedback in full: who sent it, how to answer, and marking it handled. */
export function FeedbackDrawer({ item, onClose }: { item: FeedbackItem | null; onClose: () => void }) {
  const { t } = useTranslation('content');
  const { message } = App.useApp();
  const phone = Grid.useBreakpoint().md === false;
  const rtl = useRtl();
  const when = useFormatDateTime('precise');
  const canHandle = useCanCall('admin/handleFeedback');
  const handle = useHandleFeedback();
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  // The answer of the last action, until the list catches up.
  const [shown, setShown] = useState<FeedbackItem | null>(item);

  useEffect(() => {
    setShown(item);
    setNote(item?.note ?? '');
    setFailure(null);
  }, [item]);

  const current = shown ?? item;
  const noteChanged = note.trim() !== (current?.note ?? '');

  const act = async () => {
    if (!current) return;
    setFailure(null);
    try {
      const saved = await handle.mutateAsync({ id: current.id, note: note.trim() });
      setShown(saved);
      setNote(saved.note);
      void message.success(
        t(current.status === 'new' ? 'console.feedback.handledDone' : 'console.feedback.noteSaved'),
      );
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  return (
    <Drawer
      open={item !== null}
      onClose={onClose}
      size={phone ? '100%' : 600}
      placement={rtl ? 'left' : 'right'}
      title={current ? t('console.feedback.detailTitle', { id: current.id }) : ''}
      destroyOnHidden
      data-testid="feedback-drawer"
      footer={
        current && canHandle ? (
          <Flex justify="flex-end" gap={8}>
            <Button onClick={onClose}>{t('console.close')}</Button>
            {current.status === 'new' ? (
              <Button
                type="primary"
                icon={<CheckOutlined />}
                loading={handle.isPending}
                onClick={() => void act()}
                data-testid="feedback-handle"
              >
                {t('console.feedback.markHandled')}
              </Button>
            ) : (
              <Button
                type="primary"
                loading={handle.isPending}
                disabled={!noteChanged}
                onClick={() => void act()}
                data-testid="feedback-save-note"
              >
                {t('console.feedback.saveNote')}
              </Button>
            )}
          </Flex>
        ) : null
      }
    >
      {current ? (
        <Flex vertical gap={16}>
          {failure ? <Alert type="error" showIcon title={failure} /> : null}
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              {
                key: 'status',
                label: t('console.feedback.field.status'),
                children: <FeedbackStatusTag status={current.status} />,
              },
              {
                key: 'createdAt',
                label: t('console.feedback.field.createdAt'),
                children: when(current.createdAt),
              },
              {
                key: 'user',
                label: t('console.feedback.field.user'),
                children: (
                  <Typography.Text copyable={{ text: current.user.email }}>
                    <bdi dir="ltr">{current.user.email}</bdi>
                  </Typography.Text>
                ),
              },
              {
                key: 'contact',
                label: t('console.feedback.field.contact'),
                children: (
                  <Typography.Text
                    copyable={{
                      text: current.contact,
                      tooltips: [t('console.feedback.copyContact'), t('console.copied')],
                    }}
                    dir="auto"
                    data-testid="feedback-contact"
                  >
                    {current.contact}
                  </Typography.Text>
                ),
              },
              ...(current.status === 'handled'
                ? [
                    {
                      key: 'handled',
                      label: t('console.feedback.field.handled'),
                      children: t('console.feedback.handledBy', {
                        email: current.handledBy?.email ?? '—',
                        date: when(current.handledAt),
                      }),
                    },
                  ]
                : []),
            ]}
          />
          <div>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t('console.feedback.field.description')}
            </Typography.Title>
            <div
              dir="auto"
              data-testid="feedback-text"
              style={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                background: '#fafafa',
                border: '1px solid #f0f0f0',
                borderRadius: 8,
                padding: 12,
                lineHeight: 1.6,
              }}
            >
              {current.description}
            </div>
          </div>
          {canHandle ? (
            <div>
              <Typography.Title level={5} style={{ marginTop: 0, marginBottom: 2 }}>
                {t('console.feedback.field.note')}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
                {t(
                  current.status === 'new' ? 'console.feedback.noteHelp' : 'console.feedback.noteHelpHandled',
                )}
              </Typography.Paragraph>
              <Input.TextArea
                value={note}
                onChange={(e) => setNote(e.target.value)}
                maxLength={FEEDBACK_NOTE_MAX}
                showCount
                autoSize={{ minRows: 3, maxRows: 8 }}
                placeholder={t('console.feedback.notePlaceholder')}
                disabled={handle.isPending}
                dir="auto"
                aria-label={t('console.feedback.field.note')}
                data-testid="feedback-note"
              />
            </div>
          ) : current.note ? (
            <Alert type="info" title={current.note} />
          ) : null}
        </Flex>
      ) : null}
    </Drawer>
  );
}
