import { Flex, Typography } from 'antd';

const blockStyle = {
  margin: 0,
  padding: 12,
  maxHeight: 360,
  overflow: 'auto',
  direction: 'ltr',
  textAlign: 'left',
  fontSize: 12,
  lineHeight: 1.6,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  background: '#fafafa',
  border: '1px solid #f0f0f0',
  borderRadius: 8,
} as const;

/** Pre-formatted text (JSON, mail bodies) with a copy button; always left to right. */
export function PreBlock({ title, text, testId }: { title: string; text: string; testId?: string }) {
  return (
    <Flex vertical gap={6} style={{ minWidth: 0 }}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Text copyable={{ text }} />
      </Flex>
      <pre style={blockStyle} data-testid={testId}>
        {text}
      </pre>
    </Flex>
  );
}

export function JsonBlock({ title, value }: { title: string; value: unknown }) {
  return <PreBlock title={title} text={JSON.stringify(value, null, 2)} />;
}
