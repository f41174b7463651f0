import type { ReactNode } from 'react';
import { App, Button, Flex, Popconfirm } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#admin/lib/errors';

export interface ReviewActionsText {
  /** The confirmation's title, what approving does, and its confirm button. */
  title: string;
  explain: ReactNode;
  confirm: string;
  approve: string;
  reject: string;
}

interface Props {
  text: ReviewActionsText;
  pending: boolean;
  /** Sends the approval and answers the message to show once done. */
  approve: () => Promise<string>;
  onReject: () => void;
  vertical?: boolean;
}

/** Approve (after confirming what it does) or open the rejection form. */
export function ReviewActions({ text, pending, approve, onReject, vertical = false }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();

  const confirm = () =>
    approve()
      .then((done) => void message.success(done))
      .catch((error: unknown) => void message.error(errorMessage(error, t)));

  return (
    // Clicks here must not open or close the row's details.
    <Flex
      gap={6}
      vertical={vertical}
      align={vertical ? 'stretch' : 'center'}
      onClick={(event) => event.stopPropagation()}
    >
      <Popconfirm
        title={text.title}
        description={<div style={{ maxWidth: 300 }}>{text.explain}</div>}
        okText={text.confirm}
        cancelText={t('action.cancel')}
        onConfirm={confirm}
      >
        <Button type="primary" size="small" icon={<CheckOutlined />} loading={pending}>
          {text.approve}
        </Button>
      </Popconfirm>
      <Button danger size="small" icon={<CloseOutlined />} disabled={pending} onClick={onReject}>
        {text.reject}
      </Button>
    </Flex>
  );
}
