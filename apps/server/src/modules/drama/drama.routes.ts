import type { Handlers } from '#server/plugins/api.js';
import type { DramaService } from './drama.service.js';

export function dramaHandlers(drama: DramaService): Handlers {
  return {
    'video/getVideoList': (body) => drama.list(body),
    'video/getVideo': (body, call) => drama.detail(body.id, call),
    'video/getVideoItemList': (body, call) => drama.items(body.videoId, call),
    'user_wallet/getVipCfg': (_body, call) => drama.vipCfg(call),
    'user_wallet/payVip': (body, call) => drama.payVip(body, call),
    'user_wallet/payUnlockOne': (body, call) => drama.payUnlockOne(body, call),
    'user_wallet/payUnlockAll': (body, call) => drama.payUnlockAll(body, call),
    'video/addStar': (body, call) => drama.star(body, call),
    'video/addCollect': (body, call) => drama.collect(body, call),
    'video/addHistory': (body, call) => drama.saveHistory(body, call),
    'user/getUserStarList': (body, call) => drama.marked('star', body, call),
    'user/getUserVideoList': (body, call) => drama.marked('collect', body, call),
    'user/getUserHistoryList': (body, call) => drama.history(body, call),
    'home/getBanner': (body) => drama.banners(body),
    'home/getVersion': (body) => drama.version(body),
    'help/getHelpList': () => drama.help(),
    'feedback/submit': (body, call) => drama.submitFeedback(body, call),
  };
}
