import { Typography } from 'antd';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12 } as const;

/** A ledger account code (`user:12:available`), left to right; a link when it can filter. */
export function AccountCode({ code, onOpen }: { code: string; onOpen?: (code: string) => void }) {
  const text = (
    <span dir="ltr" style={{ unicodeBidi: 'isolate' }}>
      {code}
    </span>
  );
  if (!onOpen) {
    return (
      <Typography.Text style={mono} title={code}>
        {text}
      </Typography.Text>
    );
  }
  return (
    <Typography.Link
      style={{ ...mono, wordBreak: 'break-all' }}
      title={code}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(code);
      }}
    >
      {text}
    </Typography.Link>
  );
}
