import type { Handlers } from '#server/context.js';
import type { ContentStaffService } from './content-staff.service.js';
import type { ContentService } from './content.service.js';

/** The content's endpoints: banners, the app version, help, feedback and the legal pages, for the apps and the console. */
export function contentHandlers(content: ContentService, staff: ContentStaffService): Handlers {
  return {
    'home/getBanner': (body, call) => content.banners(body, call),
    'home/getVersion': (body) => content.version(body),
    'help/getHelpList': (_body, call) => content.help(call),
    'feedback/submit': (body, call) => content.submitFeedback(body, call),
    'admin/getBannerList': (body) => staff.banners(body),
    'admin/saveBanner': (body, call) => staff.saveBanner(body, call),
    'admin/deleteBanner': (body, call) => staff.deleteBanner(body, call),
    'admin/getHelpList': () => staff.helpList(),
    'admin/saveHelp': (body, call) => staff.saveHelp(body, call),
    'admin/deleteHelp': (body, call) => staff.deleteHelp(body, call),
    'admin/getFeedbackList': (body) => staff.feedbackList(body),
    'admin/handleFeedback': (body, call) => staff.handleFeedback(body, call),
    'admin/getAppVersionList': () => staff.versions(),
    'admin/saveAppVersion': (body, call) => staff.saveVersion(body, call),
    'legal/getDocument': (body, call) => content.legal.document(body, call),
    'legal/getMyConsents': (_body, call) => content.legal.myConsents(call),
    'admin/getLegalList': () => staff.legal.list(),
    'admin/getLegalDocument': (body) => staff.legal.document(body),
    'admin/saveLegalDraft': (body, call) => staff.legal.saveDraft(body, call),
    'admin/publishLegal': (body, call) => staff.legal.publish(body, call),
  };
}
