import { Typography } from 'antd';

const blockStyle = {
  margin: 0,
  padding: 12,
  maxHeight: 360,
  overflow: 'auto',
  direction: 'ltr',
  textAlign: 'left',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
} as const;

/** Pre-formatted text (JSON, mail bodies); always left-to-right, whatever the interface. */
export function PreBlock({ text, testId }: { text: string; testId?: string }) {
  return (
    <Typography.Paragraph copyable={{ text }} style={{ margin: 0 }}>
      <pre style={blockStyle} data-testid={testId}>
        {text}
      </pre>
    </Typography.Paragraph>
  );
}

export function JsonBlock({ value }: { value: unknown }) {
  return <PreBlock text={JSON.stringify(value, null, 2)} />;
}
