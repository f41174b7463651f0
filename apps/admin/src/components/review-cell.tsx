import { Flex, Tooltip, Typography } from 'antd';
import { useFormatDateTime } from '#admin/lib/format';

interface Props {
  reviewer: { name: string } | null;
  reviewedAt: string | null;
  reason: string | null;
}

/** Who decided and when, with the reason the user was given for a rejection. */
export function ReviewCell({ reviewer, reviewedAt, reason }: Props) {
  const formatDate = useFormatDateTime();
  return (
    <Flex vertical gap={2} style={{ minWidth: 0, maxWidth: '100%' }}>
      {reviewer ? (
        <Typography.Text ellipsis style={{ fontSize: 13 }}>
          {reviewer.name}
        </Typography.Text>
      ) : null}
      {reviewedAt ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDate(reviewedAt)}
        </Typography.Text>
      ) : null}
      {reason ? (
        <Tooltip title={reason}>
          <Typography.Text type="danger" style={{ fontSize: 12 }} ellipsis>
            <span dir="auto">{reason}</span>
          </Typography.Text>
        </Tooltip>
      ) : null}
      {!reviewer && !reviewedAt && !reason ? <Typography.Text type="secondary">—</Typography.Text> : null}
    </Flex>
  );
}
