import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function LoadingView({ fullscreen = false }: { fullscreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullscreen ? '100vh' : 240 }}>
      <Spin size="large" description={t('state.loading')} />
    </Flex>
  );
}
