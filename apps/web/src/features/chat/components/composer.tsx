import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Button, TextArea, type TextAreaRef } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '@app/contract';

interface Props {
  onSendText: (text: string) => void;
  /** Blanks only: the server's validation answers. */
  onSendBlank: (text: string) => void;
  onSendImage: (file: File) => void;
}

/** Text (Enter sends, Shift+Enter breaks the line), an image button and Send, above the safe area. */
export function Composer({ onSendText, onSendBlank, onSendImage }: Props) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const input = useRef<TextAreaRef>(null);
  const picker = useRef<HTMLInputElement>(null);

  const submit = () => {
    if (!text) return;
    if (text.trim()) onSendText(text.trim());
    else onSendBlank(text);
    setText('');
    input.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submit();
  };

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    for (const file of files) onSendImage(file);
  };

  return (
    <div className="chat-composer">
      <button
        type="button"
        className="chat-composer__icon"
        aria-label={t('chat.composer.image')}
        title={t('chat.composer.image')}
        onClick={() => picker.current?.click()}
        data-testid="chat-image-button"
      >
        <PictureOutline />
      </button>
      <input
        ref={picker}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={onPick}
        data-testid="chat-image-input"
      />
      <div className="chat-composer__field">
        <TextArea
          ref={input}
          value={text}
          onChange={setText}
          onKeyDown={onKeyDown}
          placeholder={t('chat.composer.placeholder')}
          autoSize={{ minRows: 1, maxRows: 5 }}
          rows={1}
          maxLength={CHAT_MESSAGE_MAX}
          enterKeyHint="send"
          aria-label={t('chat.composer.placeholder')}
          data-testid="chat-input"
        />
      </div>
      <Button
        className="chat-composer__send"
        color="primary"
        shape="rounded"
        size="small"
        disabled={!text.trim()}
        // Keeps the keyboard open on phones.
        onMouseDown={(e) => e.preventDefault()}
        onClick={submit}
        data-testid="chat-send"
      >
        {t('chat.composer.send')}
      </Button>
    </div>
  );
}
