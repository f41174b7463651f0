import { useMemo } from 'react';
import { Button, DotLoading, InfiniteScroll, PullToRefresh, Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChatSideContext, useChatList, type ChatSide } from '#web/features/chat/api/chat';
import { useChatSocket } from '#web/features/chat/hooks/use-chat-socket';
import { flattenConversations, splitService } from '#web/features/chat/lib/conversations';
import { MALL_CHAT_PATHS, type ChatPaths } from '#web/features/chat/lib/paths';
import { EmptyChatsArt } from './chat-avatar';
import { ConnectionBanner } from './connection-banner';
import { ConversationItem, ServiceEntry } from './conversation-item';
import '#web/features/chat/chat.css';

function ListSkeleton() {
  return (
    <div className="chat-list" aria-busy="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="chat-item chat-item--skeleton">
          <Skeleton animated className="chat-skeleton-avatar" />
          <span className="chat-item__main">
            <Skeleton.Title animated className="chat-skeleton-title" />
            <Skeleton.Paragraph lineCount={1} animated className="chat-skeleton-line" />
          </span>
        </div>
      ))}
    </div>
  );
}

/**
 * The message center: customer service pinned on top, then every store conversation by latest
 * message, kept live by the socket (a new message moves its conversation up and bumps its badge).
 */
export function MessageCenter({
  paths = MALL_CHAT_PATHS,
  side = 'buyer',
}: {
  paths?: ChatPaths;
  /** `store`: the seller center's inbox of the store's conversations with buyers (decision 35). */
  side?: ChatSide;
}) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  useChatSocket();
  const store = side === 'store';
  const query = useChatList(side);
  const now = new Date();
  const { service, stores } = useMemo(() => splitService(flattenConversations(query.data)), [query.data]);

  const openService = () => void navigate(paths.service);
  const pullTexts = {
    pullingText: t('chat.pull.pulling'),
    canReleaseText: t('chat.pull.release'),
    refreshingText: <DotLoading color="primary" />,
    completeText: t('chat.pull.done'),
  };

  let body;
  if (query.isPending) {
    body = <ListSkeleton />;
  } else if (query.isError && stores.length === 0) {
    body = (
      <div className="page-status">
        <span className="page-status__text">{t('chat.list.loadFailed')}</span>
        <Button size="small" color="primary" fill="outline" onClick={() => void query.refetch()}>
          {t('chat.action.retry')}
        </Button>
      </div>
    );
  } else if (stores.length === 0) {
    body = (
      <div className="chat-empty" data-testid="chat-empty">
        <EmptyChatsArt />
        <h2 className="chat-empty__title">{t(store ? 'chat.store.empty.title' : 'chat.empty.title')}</h2>
        <p className="chat-empty__text">{t(store ? 'chat.store.empty.text' : 'chat.empty.text')}</p>
        {store ? null : (
          <Button color="primary" shape="rounded" onClick={() => void navigate(paths.shop)}>
            {t('chat.empty.action')}
          </Button>
        )}
      </div>
    );
  } else {
    body = (
      <>
        <div className="chat-list">
          {stores.map((chat) => (
            <ConversationItem
              key={chat.id}
              chat={chat}
              now={now}
              onOpen={() => void navigate(paths.room(chat.id))}
            />
          ))}
        </div>
        <InfiniteScroll
          hasMore={query.hasNextPage}
          loadMore={async () => {
            const result = await query.fetchNextPage();
            if (result.isError) throw new Error('load failed');
          }}
        >
          {(hasMore, failed, retry) =>
            failed ? (
              <button type="button" className="text-link" onClick={retry}>
                {t('chat.list.loadFailed')} · {t('chat.action.retry')}
              </button>
            ) : hasMore ? (
              <DotLoading color="primary" />
            ) : (
              <span className="chat-list__end">{t('chat.list.end')}</span>
            )
          }
        </InfiniteScroll>
      </>
    );
  }

  return (
    <ChatSideContext.Provider value={side}>
      <div className="chat-center">
        <ConnectionBanner />
        <PullToRefresh onRefresh={() => query.refetch()} {...pullTexts}>
          <div className="chat-center__body">
            {store ? null : (
              <div className="chat-list chat-list--pinned">
                {service ? (
                  <ConversationItem chat={service} now={now} pinned onOpen={openService} />
                ) : (
                  <ServiceEntry now={now} onOpen={openService} />
                )}
              </div>
            )}
            {body}
          </div>
        </PullToRefresh>
      </div>
    </ChatSideContext.Provider>
  );
}
