import { useEffect, useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CODE_RESEND_SECONDS, emailField, type CodeScene } from '@app/contract';
import { call } from '#web/lib/request';

interface Props {
  /** The address to send to; asked at click time so it is the current input. */
  getEmail: () => string;
  scene: CodeScene;
  /** Called with the validation key when the address is not valid yet. */
  onInvalidEmail: (messageKey: string) => void;
}

/** Sends a 4-digit email code and counts down before the next send is allowed. */
export function SendCodeButton({ getEmail, scene, onInvalidEmail }: Props) {
  const { t } = useTranslation('account');
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    const parsed = emailField.safeParse(getEmail());
    if (!parsed.success) {
      onInvalidEmail(parsed.error.issues[0]?.message ?? 'validation.email');
      return;
    }
    setSending(true);
    try {
      const data = await call('code/sendCode', { email: parsed.data, scene });
      setLeft(data.resendAfterSeconds || CODE_RESEND_SECONDS);
      Toast.show({ icon: 'success', content: t('code.sent') });
    } catch {
      // The request helper has shown the reason.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      size="small"
      color="primary"
      fill="outline"
      loading={sending}
      disabled={left > 0}
      onClick={() => void send()}
      data-testid="send-code"
    >
      {left > 0 ? t('code.resendIn', { seconds: left }) : t('code.send')}
    </Button>
  );
}
