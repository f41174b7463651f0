import { useState } from 'react';
import { Button, Flex, Input, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { OrderedImages } from '#admin/components/ordered-images';

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
  const [path, setPath] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

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

  const full = value.length >= max;

  return (
    <Flex vertical gap={10} data-testid="goods-images">
      <OrderedImages value={value} onChange={onChange} disabled={disabled} />
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
