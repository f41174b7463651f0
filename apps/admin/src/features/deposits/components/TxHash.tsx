import { Flex, Typography } from 'antd';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12 } as const;

/** A transaction hash: its two ends, or all of it, with a button copying the whole. */
export function TxHash({ hash, full = false }: { hash: string; full?: boolean }) {
  const short = hash.length > 18 ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash;
  return (
    <Flex align="center" gap={2} style={{ minWidth: 0 }}>
      <span dir="ltr" title={hash} style={{ ...mono, minWidth: 0, wordBreak: 'break-all' }}>
        {full ? hash : short}
      </span>
      <Typography.Text copyable={{ text: hash }} />
    </Flex>
  );
}
