import { z } from 'zod';
import { idField } from '../core/common.js';
import { flag, intField, text } from '../core/fields.js';
import {
  SECTION_COLUMNS_MAX,
  goodsCard,
  storeBackground,
  storeImageField as imagePath,
  storeInfo,
} from './catalog.schemas.js';

/** Store decoration (spec §2 settings, §5 rules; decision 43): what the seller sets, the buyer sees. */

/** Spec §5: "at most 10 items per section". */
export const SECTION_ITEMS_MAX = 10;
/** How many sections a store page holds (ours: enough for a page, short enough to scroll). */
export const DECORATION_SECTIONS_MAX = 6;
/** How many pictures the carousel turns through. */
export const DECORATION_BANNERS_MAX = 5;
export const SECTION_TITLE_MAX = 40;

export const sectionColumnsField = intField
  .min(1, { error: 'validation.sectionColumns' })
  .max(SECTION_COLUMNS_MAX, { error: 'validation.sectionColumns' });

export const decorationSectionBody = z
  .strictObject({
    /** The section's id when changing one already saved; a new section has none (the server names it). */
    id: z.string({ error: 'validation.type' }).max(40, { error: 'validation.invalid' }).optional(),
    title: text(SECTION_TITLE_MAX, 'validation.sectionTitleRequired'),
    columns: sectionColumnsField,
    goodsIds: z
      .array(idField, { error: 'validation.type' })
      .min(1, { error: 'validation.noneSelected' })
      .max(SECTION_ITEMS_MAX, { error: 'validation.sectionItems' }),
    /** Also shown on the marketplace home (one section per store). */
    onHome: flag.default(false),
  })
  .superRefine((s, ctx) => {
    const dup = s.goodsIds.findIndex((id, i) => s.goodsIds.indexOf(id) !== i);
    if (dup >= 0) {
      ctx.addIssue({ code: 'custom', path: ['goodsIds', dup], message: 'validation.sectionDuplicate' });
    }
  });

export const saveDecorationBody = z
  .strictObject({
    /** The top image; null for none. */
    cover: imagePath.nullable(),
    banners: z
      .array(imagePath, { error: 'validation.type' })
      .max(DECORATION_BANNERS_MAX, { error: 'validation.bannersMax' }),
    background: storeBackground.nullable(),
    sections: z
      .array(decorationSectionBody, { error: 'validation.type' })
      .max(DECORATION_SECTIONS_MAX, { error: 'validation.sectionsMax' }),
  })
  .superRefine((d, ctx) => {
    const home = d.sections.findIndex((s, i) => s.onHome && d.sections.findIndex((x) => x.onHome) !== i);
    if (home >= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['sections', home, 'onHome'],
        message: 'validation.sectionHomeOne',
      });
    }
  });
export type SaveDecorationBody = z.input<typeof saveDecorationBody>;

/** A saved section as the editor reads it: its products as buyers see them (those still on sale). */
export const decorationSection = z.object({
  id: z.string(),
  title: z.string(),
  columns: z.number().int(),
  onHome: z.boolean(),
  goods: z.array(goodsCard),
});
export type DecorationSection = z.infer<typeof decorationSection>;

export const decorationData = z.object({
  /** The store's header as buyers see it (the preview shows it above the decoration). */
  store: storeInfo,
  cover: z.string().nullable(),
  banners: z.array(z.string()),
  background: storeBackground.nullable(),
  sections: z.array(decorationSection),
});
export type DecorationData = z.infer<typeof decorationData>;
