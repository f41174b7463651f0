import { useState } from 'react';
import { Button, Flex, Image, Input, Space, Tag, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useRtl } from '#admin/lib/use-rtl';

const SIZE = 96;
const PATH_MAX = 300;
const EXAMPLE = '/media/goods/p1-1.webp';

/** Resolves once the browser could load the picture, so a mistyped path is caught before saving. */
function loads(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const img = new window.Image();
    img.onload = () => resolve(true);
    img.onerror = () => resolve(false);
    img.src = src;
  });
}

interface Props {
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  max: number;
}

/**
 * A product's pictures in order (the first is the cover): remove, move, and add by the path of
 * an image already stored. Staff cannot upload from the console yet.
 */
export function ImagesField({ value = [], onChange, disabled = false, max }: Props) {
  const { t } = useTranslation('catalog');
  const rtl = useRtl();
  const [path, setPath] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    if (item === undefined) return;
    next.splice(to, 0, item);
    onChange?.(next);
  };
  const remove = (index: number) => onChange?.(value.filter((_, i) => i !== index));

  const add = async () => {
    const src = path.trim();
    setProblem(null);
    if (!src) return;
    if (!/^(\/|https?:\/\/)/i.test(src) || src.length > PATH_MAX || /\s/.test(src)) {
      setProblem(t('console.goods.images.badPath'));
      return;
    }
    if (value.includes(src)) {
      setProblem(t('console.goods.images.duplicate'));
      return;
    }
    setChecking(true);
    const ok = await loads(src);
    setChecking(false);
    if (!ok) {
      setProblem(t('console.goods.images.notFound'));
      return;
    }
    onChange?.([...value, src]);
    setPath('');
  };

  // "Earlier" points to the reading start: left in English, right in Arabic.
  const EarlierIcon = rtl ? ArrowRightOutlined : ArrowLeftOutlined;
  const LaterIcon = rtl ? ArrowLeftOutlined : ArrowRightOutlined;
  const full = value.length >= max;

  return (
    <Flex vertical gap={10} data-testid="goods-images">
      {value.length > 0 ? (
        <Flex gap={10} wrap>
          {value.map((src, i) => (
            <Flex
              key={src}
              vertical
              style={{ width: SIZE, border: '1px solid #f0f0f0', borderRadius: 8, overflow: 'hidden' }}
            >
              <div style={{ position: 'relative', height: SIZE }}>
                <Image src={src} alt="" width={SIZE} height={SIZE} style={{ objectFit: 'cover' }} />
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
      ) : (
        <Typography.Text type="secondary">{t('console.goods.images.none')}</Typography.Text>
      )}
      {disabled ? null : (
        <Flex vertical gap={4}>
          <Space.Compact style={{ width: '100%', maxWidth: 480 }}>
            <Input
              className="ltr-input"
              value={path}
              onChange={(e) => {
                setPath(e.target.value);
                setProblem(null);
              }}
              onPressEnter={(e) => {
                e.preventDefault();
                void add();
              }}
              placeholder={EXAMPLE}
              maxLength={PATH_MAX}
              disabled={full}
              status={problem ? 'error' : undefined}
              aria-label={t('console.goods.images.pathLabel')}
              data-testid="goods-image-path"
            />
            <Button icon={<PlusOutlined />} onClick={() => void add()} loading={checking} disabled={full}>
              {t('console.goods.images.add')}
            </Button>
          </Space.Compact>
          {problem ? (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {problem}
            </Typography.Text>
          ) : null}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {full
              ? t('console.goods.images.full', { max })
              : t('console.goods.images.help', { example: EXAMPLE, max })}
          </Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
