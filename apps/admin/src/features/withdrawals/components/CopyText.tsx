import { Flex, Typography } from 'antd';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12 } as const;

/** A long machine value (an address): its two ends, or all of it, with a button copying the whole. */
export function CopyText({ text, full = false }: { text: string; full?: boolean }) {
  const short = text.length > 20 ? `${text.slice(0, 8)}…${text.slice(-8)}` : text;
  return (
    <Flex align="center" gap={2} style={{ minWidth: 0 }}>
      <span dir="ltr" title={text} style={{ ...mono, minWidth: 0, wordBreak: 'break-all' }}>
        {full ? text : short}
      </span>
      <Typography.Text copyable={{ text }} />
    </Flex>
  );
}
