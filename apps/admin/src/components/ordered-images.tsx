import { Button, Flex, Image, Tag, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useRtl } from '#admin/lib/use-rtl';

const SIZE = 96;

/**
 * A product's pictures in order (the first is the cover, tagged so), each movable earlier or
 * later and removable unless `disabled`; "no pictures yet" when there are none. The products' and
 * the warehouse's picture fields share it; how a picture is added is theirs.
 */
export function OrderedImages({
  value,
  onChange,
  disabled,
  srcOf = (path) => path,
}: {
  value: string[];
  onChange?: (value: string[]) => void;
  disabled: boolean;
  /** Where the browser loads a stored path from. */
  srcOf?: (path: string) => string;
}) {
  const { t } = useTranslation('catalog');
  const rtl = useRtl();
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    if (item === undefined) return;
    next.splice(to, 0, item);
    onChange?.(next);
  };
  const remove = (index: number) => onChange?.(value.filter((_, i) => i !== index));
  // "Earlier" points to the reading start: left in English, right in Arabic.
  const EarlierIcon = rtl ? ArrowRightOutlined : ArrowLeftOutlined;
  const LaterIcon = rtl ? ArrowLeftOutlined : ArrowRightOutlined;

  if (!value.length)
    return <Typography.Text type="secondary">{t('console.goods.images.none')}</Typography.Text>;
  return (
    <Flex gap={10} wrap>
      {value.map((src, i) => (
        <Flex
          key={src}
          vertical
          style={{ width: SIZE, border: '1px solid #f0f0f0', borderRadius: 8, overflow: 'hidden' }}
        >
          <div style={{ position: 'relative', height: SIZE }}>
            <Image src={srcOf(src)} alt="" width={SIZE} height={SIZE} style={{ objectFit: 'cover' }} />
            {i === 0 ? (
              <Tag
                color="orange"
                variant="solid"
                style={{ position: 'absolute', top: 4, insetInlineStart: 4, margin: 0 }}
              >
                {t('console.goods.images.cover')}
              </Tag>
            ) : null}
          </div>
          {disabled ? null : (
            <Flex justify="space-between" style={{ padding: 2, background: '#fafafa' }}>
              <Tooltip title={t('console.goods.images.earlier')}>
                <Button
                  type="text"
                  size="small"
                  icon={<EarlierIcon />}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={t('console.goods.images.earlier')}
                />
              </Tooltip>
              <Tooltip title={t('console.goods.images.remove')}>
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => remove(i)}
                  aria-label={t('console.goods.images.remove')}
                />
              </Tooltip>
              <Tooltip title={t('console.goods.images.later')}>
                <Button
                  type="text"
                  size="small"
                  icon={<LaterIcon />}
                  disabled={i === value.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={t('console.goods.images.later')}
                />
              </Tooltip>
            </Flex>
          )}
        </Flex>
      ))}
    </Flex>
  );
}
