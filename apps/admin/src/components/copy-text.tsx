import { Flex, Typography } from 'antd';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12 } as const;

interface Props {
  text: string;
  /** All of it instead of its two ends. */
  full?: boolean;
  /** How many characters of each end a shortened value keeps. */
  ends?: readonly [head: number, tail: number];
}

/**
 * A long machine value (an address, a hash, a receipt number): its two ends, or all of it,
 * always left to right, with a button copying the whole.
 */
export function CopyText({ text, full = false, ends = [8, 8] }: Props) {
  const [head, tail] = ends;
  const short = text.length > head + tail + 4 ? `${text.slice(0, head)}…${text.slice(-tail)}` : text;
  return (
    <Flex align="center" gap={2} style={{ minWidth: 0 }}>
      <span dir="ltr" title={text} style={{ ...mono, minWidth: 0, wordBreak: 'break-all' }}>
        {full ? text : short}
      </span>
      <Typography.Text copyable={{ text }} />
    </Flex>
  );
}

const HASH_ENDS = [8, 6] as const;

/** A transaction hash: its two ends, or all of it, with a button copying the whole. */
export function TxHash({ hash, full = false }: { hash: string; full?: boolean }) {
  return <CopyText text={hash} full={full} ends={HASH_ENDS} />;
}
