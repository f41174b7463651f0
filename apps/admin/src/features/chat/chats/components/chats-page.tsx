import { Alert, Flex, Grid, Pagination, Segmented, Skeleton, Typography } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CHAT_KINDS, type ChatKind } from '@app/contract';
import { EmptyState } from '#admin/components/empty-state';
import { ErrorState } from '#admin/components/error-state';
import { PageTitle } from '#admin/components/page-title';
import { errorMessage } from '#admin/lib/errors';
import { usePageParams } from '#admin/lib/use-page-params';
import { useChatList, type ChatListQuery } from '#admin/features/chat/chats/api/chats';
import { ChatList } from './chat-list';
import { ChatThread } from './chat-thread';

const PAGE_SIZE = 30;
const LIST_WIDTH = 340;

function isKind(value: string | null): value is ChatKind {
  return value !== null && (CHAT_KINDS as readonly string[]).includes(value);
}

/** The support inbox: conversations on one side, the open one on the other (stacked on phones). */
export default function ChatsPage() {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const phone = Grid.useBreakpoint().md === false;
  const { chatId: chatParam } = useParams();
  const chatId = chatParam && /^\d+$/.test(chatParam) ? Number(chatParam) : null;
  const { params, page, setFilter, setPage } = usePageParams();
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const query: ChatListQuery = { page, pageSize: PAGE_SIZE, ...(kind ? { kind } : {}) };
  const { data, error, isPending, refetch } = useChatList(query);
  const chats = data?.list ?? [];
  const open = chats.find((c) => c.id === chatId);

  const search = params.toString();
  const select = (id: number) => navigate({ pathname: `/chats/${id}`, search });
  const back = () => navigate({ pathname: '/chats', search });

  let inbox;
  if (isPending) inbox = <Skeleton active avatar paragraph={{ rows: 2 }} style={{ padding: 16 }} />;
  else if (error && !data) inbox = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (chats.length === 0)
    inbox = (
      <div style={{ paddingTop: 48 }}>
        <EmptyState description={t(kind ? 'console.chats.emptyFiltered' : 'console.chats.empty')} />
      </div>
    );
  else inbox = <ChatList chats={chats} selectedId={chatId} onSelect={(c) => select(c.id)} />;

  const listPane = (
    <Flex
      vertical
      style={{
        width: phone ? '100%' : LIST_WIDTH,
        flex: 'none',
        borderInlineEnd: phone ? undefined : '1px solid #f0f0f0',
        minHeight: 0,
      }}
      data-testid="chat-list"
    >
      <div style={{ padding: 10, borderBottom: '1px solid #f0f0f0' }}>
        <Segmented<ChatKind | 'all'>
          value={kind ?? 'all'}
          onChange={(value) => setFilter('kind', value === 'all' ? null : value)}
          options={[
            { value: 'all', label: t('console.chats.kind.all') },
            { value: 'store', label: t('console.chats.kind.store') },
            { value: 'service', label: t('console.chats.kind.service') },
          ]}
          data-testid="chat-kind-filter"
        />
      </div>
      {error && data ? <Alert type="warning" showIcon banner title={errorMessage(error, t)} /> : null}
      <div style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>{inbox}</div>
      {data && data.total > PAGE_SIZE ? (
        <Flex justify="center" style={{ padding: 8, borderTop: '1px solid #f0f0f0' }}>
          <Pagination
            simple
            size="small"
            current={data.page}
            pageSize={PAGE_SIZE}
            total={data.total}
            onChange={(next) => setPage(next, PAGE_SIZE)}
          />
        </Flex>
      ) : null}
    </Flex>
  );

  const threadPane =
    chatId !== null ? (
      <ChatThread key={chatId} chatId={chatId} chat={open} onBack={phone ? back : undefined} />
    ) : (
      <Flex vertical align="center" justify="center" gap={12} style={{ height: '100%' }}>
        <MessageOutlined style={{ fontSize: 40, color: '#d9d9d9' }} />
        <Typography.Text type="secondary">{t('console.chats.pick')}</Typography.Text>
      </Flex>
    );

  return (
    <>
      {/* Phones give an open conversation the whole screen. */}
      {phone && chatId !== null ? null : (
        <PageTitle
          title={t('console.chats.title')}
          subtitle={phone ? undefined : t('console.chats.subtitle')}
        />
      )}
      <Flex
        style={{
          height: phone ? `calc(100dvh - ${chatId !== null ? 112 : 170}px)` : 'calc(100vh - 226px)',
          minHeight: 420,
          border: '1px solid #f0f0f0',
          borderRadius: 10,
          overflow: 'hidden',
          background: '#fff',
        }}
        data-testid="chats"
      >
        {!phone || chatId === null ? listPane : null}
        {!phone || chatId !== null ? <div style={{ flex: 1, minWidth: 0 }}>{threadPane}</div> : null}
      </Flex>
    </>
  );
}
