import { useRef } from 'react';
import { Avatar, Button, Form, List, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { imageUrl, updateInfoBody, type UpdateInfoBody, type UserInfo } from '@app/contract';
import { MEDIA_HOST } from '#web/config/app';
import { submitHandler, useZodForm } from '#web/lib/form';
import { TextField } from '#web/components/form-field';
import { useUpdateInfo, useUploadAvatar } from '#web/features/account/api/account';

/** Avatar and nickname (spec §2: personal info). */
export function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const form = useZodForm(updateInfoBody, { nickname: user.nickname } satisfies UpdateInfoBody);
  const updateInfo = useUpdateInfo();
  const uploadAvatar = useUploadAvatar();
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = submitHandler(form, async (values) => {
    await updateInfo.mutateAsync({ nickname: values.nickname });
    Toast.show({ icon: 'success', content: t('profile.saved') });
  });

  const changeAvatar = async (file: File | undefined) => {
    if (!file) return;
    try {
      const { url } = await uploadAvatar.mutateAsync(file);
      await updateInfo.mutateAsync({ nickname: user.nickname, avatar: url });
      Toast.show({ icon: 'success', content: t('profile.avatarSaved') });
    } catch {
      // The upload helper has shown the reason.
    }
  };

  return (
    <>
      <List className="menu-list">
        <List.Item
          onClick={() => fileInput.current?.click()}
          extra={
            <Avatar
              src={imageUrl(user.avatar, MEDIA_HOST)}
              style={{ '--size': '44px', '--border-radius': '50%' }}
            />
          }
        >
          {t('profile.avatar')}
        </List.Item>
        <List.Item extra={user.inviteCode} arrowIcon={false}>
          {t('profile.inviteCode')}
        </List.Item>
      </List>
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        hidden
        onChange={(e) => void changeAvatar(e.target.files?.[0])}
      />
      <div className="form-card">
        <Form
          layout="vertical"
          onFinish={() => void submit()}
          footer={
            <Button block type="submit" color="primary" shape="rounded" loading={updateInfo.isPending}>
              {t('common:action.save')}
            </Button>
          }
        >
          <TextField
            control={form.control}
            name="nickname"
            label={t('common:field.nickname')}
            input={{ maxLength: 30 }}
          />
        </Form>
      </div>
    </>
  );
}
