import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function PublishedTag({ published }: { published: boolean }) {
  const { t } = useTranslation('drama');
  return (
    <Tag color={published ? 'success' : 'default'} style={{ marginInlineEnd: 0 }}>
      {t(published ? 'console.dramas.published' : 'console.dramas.unpublished')}
    </Tag>
  );
}

export function TagList({ tags }: { tags: string[] }) {
  const { t } = useTranslation('drama');
  if (!tags.length) return <Typography.Text type="secondary">{t('console.dramas.noTags')}</Typography.Text>;
  return (
    <Flex gap={4} wrap>
      {tags.map((tag) => (
        <Tag key={tag} style={{ marginInlineEnd: 0 }} variant="filled">
          <span dir="auto">{tag}</span>
        </Tag>
      ))}
    </Flex>
  );
}
