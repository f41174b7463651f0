import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { AdminChat, ApiBody, ApiData, ListPage } from '@app/contract';
import { ApiError, request } from '#admin/lib/request';

export type ChatListQuery = ApiBody<'admin/getChatList'>;
type MessagePage = ApiData<'admin/getMsgList'>;

/** Staff have no websocket: the inbox and the open conversation are read again this often. */
export const POLL_MS = 3000;
const MESSAGES_PAGE = 30;

export const chatKeys = {
  all: ['chats'] as const,
  lists: ['chats', 'list'] as const,
  list: (query: ChatListQuery) => ['chats', 'list', query] as const,
  messages: (chatId: number) => ['chats', 'messages', chatId] as const,
};

/** Conversations, unanswered first. */
export function useChatList(query: ChatListQuery) {
  return useQuery({
    queryKey: chatKeys.list(query),
    queryFn: ({ signal }) => request('admin/getChatList', query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: POLL_MS,
    staleTime: 0,
  });
}

/** A conversation's messages, newest page first; older pages load on demand. */
export function useChatMessages(chatId: number) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(chatId),
    queryFn: ({ signal, pageParam }) =>
      request(
        'admin/getMsgList',
        { chatId, pageSize: MESSAGES_PAGE, ...(pageParam ? { beforeId: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: MessagePage) => (page.hasMore ? page.list[0]?.id : undefined),
    // A refusal (no such conversation) will not change by asking again; a network failure may.
    refetchInterval: (query) => {
      const error = query.state.error;
      return error instanceof ApiError && error.status >= 400 && error.status < 500 ? false : POLL_MS;
    },
    staleTime: 0,
  });
}

function setUnread(queryClient: ReturnType<typeof useQueryClient>, chatId: number, unreadByStaff: number) {
  queryClient.setQueriesData<ListPage<AdminChat>>({ queryKey: chatKeys.lists }, (page) =>
    page ? { ...page, list: page.list.map((c) => (c.id === chatId ? { ...c, unreadByStaff } : c)) } : page,
  );
}

/** Answer as the store or customer service; the message shows at once, then both lists are read again. */
export function useSendMessage(chatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => request('admin/sendMessage', { chatId, type: 'text', content }),
    onSuccess: (message) => {
      queryClient.setQueryData<InfiniteData<MessagePage, number | undefined>>(
        chatKeys.messages(chatId),
        (data) => {
          const [newest, ...older] = data?.pages ?? [];
          if (!data || !newest || newest.list.some((m) => m.id === message.id)) return data;
          return { ...data, pages: [{ ...newest, list: [...newest.list, message] }, ...older] };
        },
      );
      setUnread(queryClient, chatId, 0);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.lists }),
  });
}

/** The platform side has read the conversation. */
export function useReadChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chatId: number) => request('admin/readMsg', { chatId }),
    onSuccess: (_data, chatId) => setUnread(queryClient, chatId, 0),
  });
}
