import { Image } from 'antd';
import { PlaySquareOutlined } from '@ant-design/icons';
import { imageUrl } from '@app/contract';

/** A drama's portrait cover (3:4), or a quiet placeholder while it has none. */
export function DramaCover({ src, width }: { src: string; width: number }) {
  const height = Math.round((width * 4) / 3);
  const box = { width, height, borderRadius: 6, flex: 'none' } as const;
  if (!src) {
    return (
      <span
        style={{
          ...box,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#f5f5f5',
          color: '#bfbfbf',
          fontSize: width / 2.5,
        }}
        aria-hidden
      >
        <PlaySquareOutlined />
      </span>
    );
  }
  return (
    // Opening the picture must not open the row.
    <span style={{ flex: 'none', lineHeight: 0 }} onClick={(e) => e.stopPropagation()}>
      <Image
        src={imageUrl(src, '')}
        alt=""
        width={width}
        height={height}
        style={{ ...box, objectFit: 'cover' }}
      />
    </span>
  );
}
