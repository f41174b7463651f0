import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@app/contract';

/** An amount in the wallet currency, whole even inside right-to-left text; zero is muted. */
export function Money({ minor, strong = false }: { minor: number; strong?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <Typography.Text strong={strong} type={minor === 0 && !strong ? 'secondary' : undefined}>
      {`\u2066${formatMoney(minor, i18n.language)}\u2069`}
    </Typography.Text>
  );
}
