import type { Handlers } from '#server/plugins/api.js';
import type { ContentAdminService } from './content-staff.service.js';

export function contentAdminHandlers(content: ContentAdminService): Handlers {
  return {
    'admin/getVipPlanList': () => content.vipPlans(),
    'admin/saveVipPlan': (body, call) => content.saveVipPlan(body, call),
    'admin/getVideoBannerList': (body) => content.banners(body),
    'admin/saveVideoBanner': (body, call) => content.saveBanner(body, call),
    'admin/deleteVideoBanner': (body, call) => content.deleteBanner(body, call),
    'admin/getHelpList': () => content.helpList(),
    'admin/saveHelp': (body, call) => content.saveHelp(body, call),
    'admin/deleteHelp': (body, call) => content.deleteHelp(body, call),
    'admin/getFeedbackList': (body) => content.feedbackList(body),
    'admin/handleFeedback': (body, call) => content.handleFeedback(body, call),
    'admin/getAppVersionList': () => content.versions(),
    'admin/saveAppVersion': (body, call) => content.saveVersion(body, call),
  };
}
