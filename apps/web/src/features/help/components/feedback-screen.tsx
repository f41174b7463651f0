import { useEffect, useState } from 'react';
import { Button, Form, Result, TextArea } from 'antd-mobile';
import { SmileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { feedbackBody } from '@app/contract';
import { FormField, TextField } from '#web/components/form-field';
import { submitHandler, useZodForm } from '#web/lib/form';
import { useCurrentUser } from '#web/lib/session';
import { useSubmitFeedback } from '#web/features/help/api/help';
import { clearFeedbackDraft, readFeedbackDraft, saveFeedbackDraft } from '#web/features/help/lib/draft';
import '#web/features/help/help.css';

const CONTACT_MAX = 120;
const DESCRIPTION_MAX = 2000;

function FeedbackForm({ onSent }: { onSent: (contact: string) => void }) {
  const { t } = useTranslation('content');
  const user = useCurrentUser();
  const send = useSubmitFeedback();
  const form = useZodForm(feedbackBody, {
    contact: user.data?.email ?? '',
    description: readFeedbackDraft(),
  });

  // The signed-in user's email is the natural contact; fill it in once it is known.
  const email = user.data?.email;
  useEffect(() => {
    if (email && !form.getValues('contact') && !form.getFieldState('contact').isDirty) {
      form.setValue('contact', email);
    }
  }, [email, form]);

  // A reload (or a trip to another page in this tab) keeps what was written.
  useEffect(() => {
    const sub = form.watch((values, { name }) => {
      if (name === 'description') saveFeedbackDraft(values.description ?? '');
    });
    return () => sub.unsubscribe();
  }, [form]);

  const submit = submitHandler(form, async (values) => {
    await send.mutateAsync(values);
    clearFeedbackDraft();
    onSent(values.contact);
  });

  return (
    <Form
      layout="vertical"
      className="feedback-form"
      onFinish={() => void submit()}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          shape="rounded"
          size="large"
          loading={send.isPending}
          disabled={send.isPending}
          data-testid="feedback-submit"
        >
          {t('feedback.submit')}
        </Button>
      }
    >
      <TextField
        control={form.control}
        name="contact"
        label={t('feedback.contact')}
        input={{
          autoComplete: 'email',
          maxLength: CONTACT_MAX,
          placeholder: t('feedback.contactPlaceholder'),
        }}
      />
      <FormField control={form.control} name="description" label={t('feedback.description')}>
        {(field) => (
          <TextArea
            aria-label={t('feedback.description')}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={t('feedback.descriptionPlaceholder')}
            rows={6}
            autoSize={{ minRows: 6, maxRows: 14 }}
            maxLength={DESCRIPTION_MAX}
            showCount
          />
        )}
      </FormField>
    </Form>
  );
}

interface FeedbackScreenProps {
  onBack: () => void;
  onHelp: () => void;
}

/** `/vip/feedback`: contact info and a description, then a thank-you. */
export function FeedbackScreen({ onBack, onHelp }: FeedbackScreenProps) {
  const { t } = useTranslation('content');
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo !== null) {
    return (
      <div className="feedback-done" data-testid="feedback-done">
        <Result
          status="success"
          title={t('feedback.doneTitle')}
          description={t('feedback.doneText', { contact: `\u2068${sentTo}\u2069` })}
        />
        <div className="feedback-done__actions">
          <Button block color="primary" shape="rounded" size="large" onClick={onBack}>
            {t('feedback.back')}
          </Button>
          <Button block fill="none" shape="rounded" onClick={onHelp}>
            {t('feedback.toHelp')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="feedback-page" data-testid="feedback-screen">
      <div className="feedback-intro">
        <span className="feedback-intro__icon" aria-hidden="true">
          <SmileOutline />
        </span>
        <div>
          <p className="feedback-intro__title">{t('feedback.introTitle')}</p>
          <p className="feedback-intro__text">{t('feedback.introText')}</p>
        </div>
      </div>
      <div className="feedback-card">
        <FeedbackForm onSent={setSentTo} />
      </div>
      <p className="feedback-note">{t('feedback.privacy')}</p>
    </div>
  );
}
