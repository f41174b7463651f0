import { emptyBody } from '../core/common.js';
import { endpoint, type Endpoint } from '../core/endpoint.js';
import {
  adminCampaign,
  adminCampaignListData,
  campaignBody,
  campaignData,
  campaignItemsData,
  runningCampaignData,
  saveCampaignBody,
  searchCampaignItemsBody,
} from './campaign.schemas.js';

/** The seasonal campaigns: their pages, the homes' banner, and the console that writes them. */

/** Buyers and visitors. */
export const buyer = {
  'campaign/getCampaign': endpoint({
    auth: 'none',
    body: campaignBody,
    data: campaignData,
    summary:
      'A seasonal campaign’s page in the caller’s language: its window, and while it runs its featured products, dramas, vouchers and open group-buy deals',
    tag: 'campaign',
  }),
  'campaign/getRunning': endpoint({
    auth: 'none',
    body: emptyBody,
    data: runningCampaignData,
    summary: 'The running campaign’s banner for the marketplace and drama homes, or none',
    tag: 'campaign',
  }),
} as const satisfies Record<string, Endpoint>;

/** The console. */
export const staff = {
  'admin/getCampaignList': endpoint({
    auth: 'staff',
    roles: ['admin', 'content'],
    body: emptyBody,
    data: adminCampaignListData,
    summary: 'The seasonal campaigns, their windows, words in 20 languages and featured items',
    tag: 'campaign',
  }),
  'admin/saveCampaign': endpoint({
    auth: 'staff',
    roles: ['admin', 'content'],
    body: saveCampaignBody,
    data: adminCampaign,
    summary:
      'Set a campaign’s window, hero, words and featured products, dramas, vouchers and group-buy deals, with a reason (audited)',
    tag: 'campaign',
  }),
  'admin/searchCampaignItems': endpoint({
    auth: 'staff',
    roles: ['admin', 'content'],
    body: searchCampaignItemsBody,
    data: campaignItemsData,
    summary:
      'Products, dramas, store vouchers or group-buy deals a campaign may feature, by a keyword, or named by their ids',
    tag: 'campaign',
  }),
} as const satisfies Record<string, Endpoint>;
