import { emptyBody, idBody, okData } from '../core/common.js';
import { endpoint, type Endpoint } from '../core/endpoint.js';
import {
  adminAppVersion,
  adminAppVersionListData,
  adminFeedbackListBody,
  adminFeedbackListData,
  adminHelpArticle,
  adminHelpListData,
  adminVideoBanner,
  adminVideoBannerListBody,
  adminVideoBannerListData,
  bannerBody,
  bannerData,
  feedbackBody,
  feedbackItem,
  handleFeedbackBody,
  helpListData,
  saveAppVersionBody,
  saveHelpBody,
  saveVideoBannerBody,
  versionBody,
  versionData,
} from './content.schemas.js';

/** What staff write for the apps: banners, app versions, help articles, and the feedback users send. */

/** Buyers, and visitors where `auth` allows. */
export const buyer = {
  'home/getBanner': endpoint({
    auth: 'none',
    body: bannerBody,
    data: bannerData,
    summary: 'Banners of the drama app (or the marketplace)',
    tag: 'content',
  }),
  'home/getVersion': endpoint({
    auth: 'none',
    body: versionBody,
    data: versionData,
    summary: 'The current app version per platform, from the console’s configuration',
    tag: 'content',
  }),
  'help/getHelpList': endpoint({
    auth: 'none',
    body: emptyBody,
    data: helpListData,
    summary: 'Help articles, as staff wrote them',
    tag: 'content',
  }),
  'feedback/submit': endpoint({
    auth: 'user',
    body: feedbackBody,
    data: okData,
    summary: 'Send feedback (contact info and description); staff read it in the console',
    tag: 'content',
    rateLimit: 10,
  }),
} as const satisfies Record<string, Endpoint>;

/** The console. */
export const staff = {
  'admin/getFeedbackList': endpoint({
    auth: 'staff',
    roles: ['admin', 'support'],
    body: adminFeedbackListBody,
    data: adminFeedbackListData,
    summary: 'The feedback inbox, newest first, by status (new, handled, all) and contact or text',
    tag: 'content',
  }),
  'admin/getVideoBannerList': endpoint({
    auth: 'staff',
    roles: ['admin', 'content'],
    body: adminVideoBannerListBody,
    data: adminVideoBannerListData,
    summary: 'Drama home banners and activity cards, enabled or not, by sort',
    tag: 'content',
  }),
  'admin/saveVideoBanner': endpoint({
    auth: 'staff',
    roles: ['admin', 'content'],
    body: saveVideoBannerBody,
    data: adminVideoBanner,
    summary: 'Create or change a banner or activity card (audited)',
    tag: 'content',
  }),
  'admin/deleteVideoBanner': endpoint({
    auth: 'staff',
    roles: ['admin', 'content'],
    body: idBody,
    data: okData,
    summary: 'Delete a banner or activity card (audited)',
    tag: 'content',
  }),
  'admin/getHelpList': endpoint({
    auth: 'staff',
    roles: ['admin', 'content', 'support'],
    body: emptyBody,
    data: adminHelpListData,
    summary: 'Every help article, published or not, by sort',
    tag: 'content',
  }),
  'admin/saveHelp': endpoint({
    auth: 'staff',
    roles: ['admin', 'content', 'support'],
    body: saveHelpBody,
    data: adminHelpArticle,
    summary: 'Create or change a help article (audited)',
    tag: 'content',
  }),
  'admin/deleteHelp': endpoint({
    auth: 'staff',
    roles: ['admin', 'content', 'support'],
    body: idBody,
    data: okData,
    summary: 'Delete a help article (audited)',
    tag: 'content',
  }),
  'admin/handleFeedback': endpoint({
    auth: 'staff',
    roles: ['admin', 'support'],
    body: handleFeedbackBody,
    data: feedbackItem,
    summary: 'Mark feedback handled, with an optional internal note (audited; again is harmless)',
    tag: 'content',
  }),
  'admin/getAppVersionList': endpoint({
    auth: 'staff',
    roles: ['admin'],
    body: emptyBody,
    data: adminAppVersionListData,
    summary: 'The app version per platform (web, android, ios); unset ones show the built-in version',
    tag: 'content',
  }),
  'admin/saveAppVersion': endpoint({
    auth: 'staff',
    roles: ['admin'],
    body: saveAppVersionBody,
    data: adminAppVersion,
    summary: 'Set the version clients see, its download address and whether it is forced (audited)',
    tag: 'content',
  }),
} as const satisfies Record<string, Endpoint>;
