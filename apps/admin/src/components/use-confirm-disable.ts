import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/** Asks before switching something off that users rely on; answers whether to go on. */
export function useConfirmDisable(): (title: string, content: string) => Promise<boolean> {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    (title, content) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title,
          content,
          okText: t('config.disable.confirm'),
          okButtonProps: { danger: true },
          cancelText: t('action.cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
}
