import { App, Button, Flex, Popconfirm, Progress, Tooltip, Typography, Upload } from 'antd';
import { CloseOutlined, CloudUploadOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { VIDEO_UPLOAD_ACCEPT, VIDEO_UPLOAD_MAX_BYTES, type AdminVideoItem } from '@app/contract';
import { errorMessage } from '#admin/lib/errors';
import { formatBytes, formatDuration } from '#admin/features/drama/uploads/lib/format';
import { isUploading, uploadStore, type EpisodeUpload } from '#admin/features/drama/uploads/lib/upload-store';

const small = { fontSize: 12 } as const;

interface Props {
  item: AdminVideoItem;
  /** This tab's upload of the episode, if any. */
  upload: EpisodeUpload | undefined;
  onUploaded: () => void;
}

/** The video of an episode: its length, an upload with progress and speed, or a button to upload one. */
export function EpisodeVideoCell({ item, upload, onUploaded }: Props) {
  const { t, i18n } = useTranslation('drama');
  const { modal, message } = App.useApp();
  const bytes = (n: number) => formatBytes(n, i18n.language);

  const begin = (file: File) => {
    if (file.size === 0) {
      void message.error(t('validation:validation.fileEmpty'));
      return;
    }
    if (file.size > VIDEO_UPLOAD_MAX_BYTES) {
      void message.error(t('console.dramas.upload.tooLarge', { max: bytes(VIDEO_UPLOAD_MAX_BYTES) }));
      return;
    }
    const go = () =>
      uploadStore.start({
        itemId: item.id,
        videoId: item.videoId,
        file,
        onSettled: (ok) => {
          onUploaded();
          if (ok) void message.success(t('console.dramas.upload.done', { index: item.index }));
        },
      });
    if (item.status === 'ready') {
      // Viewers cannot watch it while the new video is transcoded.
      modal.confirm({
        title: t('console.dramas.upload.replaceTitle', { index: item.index }),
        content: t('console.dramas.upload.replaceExplain', { file: file.name }),
        okText: t('console.dramas.upload.replace'),
        onOk: go,
      });
    } else go();
  };

  const busy = item.hasSource && (item.status === 'pending' || item.status === 'processing');
  const picker = (label: string) => (
    <Upload
      accept={VIDEO_UPLOAD_ACCEPT}
      maxCount={1}
      multiple={false}
      showUploadList={false}
      disabled={busy}
      beforeUpload={(file) => {
        begin(file);
        return Upload.LIST_IGNORE;
      }}
    >
      <Button size="small" icon={<CloudUploadOutlined />} disabled={busy} data-testid="episode-upload-pick">
        {label}
      </Button>
    </Upload>
  );

  const pickLabel = t(item.hasSource ? 'console.dramas.upload.replaceShort' : 'console.dramas.upload.pick');

  if (upload) {
    const p = upload.progress;
    const failed = p.phase === 'failed';
    const done = p.phase === 'done';
    return (
      <Flex vertical gap={2} style={{ minWidth: 0 }} data-testid="episode-upload">
        <Flex align="center" gap={6} style={{ minWidth: 0 }}>
          <Typography.Text style={small} ellipsis={{ tooltip: upload.fileName }}>
            <span dir="auto">{upload.fileName}</span>
          </Typography.Text>
          {isUploading(upload) ? (
            <Popconfirm
              title={t('console.dramas.upload.cancelTitle')}
              description={t('console.dramas.upload.cancelExplain')}
              okText={t('console.dramas.upload.cancel')}
              okButtonProps={{ danger: true }}
              cancelText={t('console.dramas.upload.keepGoing')}
              onConfirm={() => upload.cancel()}
            >
              <Button
                size="small"
                type="text"
                danger
                icon={<StopOutlined />}
                data-testid="episode-upload-cancel"
              >
                {t('console.dramas.upload.cancel')}
              </Button>
            </Popconfirm>
          ) : (
            <Tooltip title={t('console.dramas.upload.dismiss')}>
              <Button
                size="small"
                type="text"
                icon={<CloseOutlined />}
                aria-label={t('console.dramas.upload.dismiss')}
                onClick={() => uploadStore.dismiss(item.id)}
              />
            </Tooltip>
          )}
        </Flex>
        {failed ? null : (
          <Progress
            percent={p.percent}
            size="small"
            status={done ? 'success' : 'active'}
            aria-label={t('console.dramas.upload.progress')}
            style={{ marginBottom: 0 }}
          />
        )}
        <Typography.Text type={failed ? 'danger' : 'secondary'} style={small}>
          {failed
            ? errorMessage(p.error, t)
            : done
              ? t('console.dramas.upload.complete')
              : p.phase === 'starting'
                ? t('console.dramas.upload.starting')
                : p.phase === 'retrying'
                  ? t('console.dramas.upload.retrying', {
                      seconds: Math.ceil((p.retryInMs ?? 0) / 1000),
                      attempt: p.attempt,
                    })
                  : t('console.dramas.upload.sent', {
                      sent: bytes(p.received),
                      size: bytes(p.size),
                      speed: p.bytesPerSecond > 0 ? bytes(p.bytesPerSecond) : '—',
                    })}
        </Typography.Text>
        {failed ? <div style={{ marginTop: 4 }}>{picker(t('console.dramas.upload.again'))}</div> : null}
      </Flex>
    );
  }

  return (
    <Flex vertical gap={4} align="flex-start">
      {item.status === 'ready' && item.durationSeconds > 0 ? (
        <Typography.Text style={small} dir="ltr">
          {formatDuration(item.durationSeconds)}
        </Typography.Text>
      ) : null}
      {item.upload ? (
        // An upload began earlier (another tab, a reload, or a colleague) and did not finish.
        <Typography.Text type="warning" style={small}>
          {t('console.dramas.upload.unfinished', {
            file: item.upload.fileName,
            percent: Math.floor((item.upload.received / item.upload.size) * 100),
          })}
        </Typography.Text>
      ) : null}
      {busy ? (
        <Tooltip title={t('console.dramas.upload.busy')}>{picker(pickLabel)}</Tooltip>
      ) : (
        picker(pickLabel)
      )}
    </Flex>
  );
}
