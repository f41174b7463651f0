import type { Handlers } from '#server/context.js';
import type { AdvService } from './adv.service.js';
import type { AdvStaffService } from './adv-staff.service.js';

/** Ad placements: the advertiser's rush and ads, the sponsored cards, the console's slots and take-downs. */
export function advHandlers(buyer: AdvService, staff: AdvStaffService): Handlers {
  return {
    'video_adv/getVideoAdvList': (body, call) => buyer.slotList(body, call),
    'video_adv/getMyAdvList': (body, call) => buyer.myList(body, call),
    'video_adv/snapUp': (body, call) => buyer.snapUp(body, call),
    'video_adv/payAdv': (body, call) => buyer.pay(body, call),
    'video_adv/getAds': (body) => buyer.ads(body),
    'video_adv/countAdEvents': (body) => buyer.countEvents(body),
    'admin/getAdSlotList': (body) => staff.slotList(body),
    'admin/saveAdSlot': (body, call) => staff.saveSlot(body, call),
    'admin/getAdPlacementList': (body) => staff.placementList(body),
    'admin/takeDownAd': (body, call) => staff.takeDown(body, call),
  };
}
