import { z } from 'zod';
import { itemVisibilities } from './items.ts';
import { memberCardSchema } from './member-card.ts';
import { text } from './text.ts';

/** Why a member reports an item or another member (docs/product/moderation.md, "Reports"). */
export const reportReasons = [
  'harassment',
  'fraud',
  'illegal_content',
  'inappropriate_content',
  'spam',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportReasonLabels: Record<ReportReason, string> = {
  harassment: 'Harassment',
  fraud: 'Fraud or scam',
  illegal_content: 'Illegal content',
  inappropriate_content: 'Inappropriate content',
  spam: 'Spam',
  other: 'Something else',
};

/** pending → investigating, resolved or dismissed; investigating → resolved or dismissed; the last two are final. */
export const reportStatuses = ['pending', 'investigating', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** What a report is about: a listing, or a member. */
export const reportTargets = ['item', 'user'] as const;
export type ReportTarget = (typeof reportTargets)[number];

export const REPORT_DESCRIPTION_MAX_LENGTH = 1000;

/** Reports one member may file in an hour (each reaches every moderator). */
export const REPORTS_PER_HOUR = 10;

export const reportTexts = {
  reasonRequired: 'Please choose a reason',
  descriptionRequired: 'Please tell us what happened',
  sent: 'Report sent',
  sentDescription: 'Thank you. Our moderators will review it.',
  alreadyReportedItem: 'You have already reported this item. Our moderators are looking into it.',
  alreadyReportedUser: 'You have already reported this member. Our moderators are looking into it.',
  /** The photo screen's report (it has no reporter): what it saw, for the moderator. */
  photoScreenFlag: (explicitScore: number) =>
    `The photo screen reads a photo of this listing as explicit (${Math.round(explicitScore * 100)}%). Please look at the photos.`,
  photoScreen: 'Photo screen',
  ownItem: "You can't report your own item",
  yourself: "You can't report yourself",
  tooMany: `You have sent ${REPORTS_PER_HOUR} reports in the last hour. Please wait a while before sending another.`,
} as const;

/** POST /api/items/{id}/reports and POST /api/users/{id}/reports. */
export const createReportSchema = z
  .strictObject({
    reason: z.enum(reportReasons, { error: reportTexts.reasonRequired }),
    description: text({ multiline: true })
      .min(1, reportTexts.descriptionRequired)
      .max(REPORT_DESCRIPTION_MAX_LENGTH, `At most ${REPORT_DESCRIPTION_MAX_LENGTH} characters`),
  })
  .meta({ id: 'CreateReport' });
export type CreateReport = z.infer<typeof createReportSchema>;

/** What the reporter gets back: their report as filed. */
export const filedReportSchema = z
  .object({
    id: z.uuid(),
    target: z.enum(reportTargets),
    reason: z.enum(reportReasons),
    status: z.enum(reportStatuses),
    createdAt: z.string(),
  })
  .meta({ id: 'FiledReport' });
export type FiledReport = z.infer<typeof filedReportSchema>;

/** Where a report may go next; resolved and dismissed are final (docs/product/moderation.md, "Reports"). */
export const reportTransitions: Record<ReportStatus, readonly ReportStatus[]> = {
  pending: ['investigating', 'resolved', 'dismissed'],
  investigating: ['resolved', 'dismissed'],
  resolved: [],
  dismissed: [],
};

export const RESOLUTION_NOTES_MAX_LENGTH = 2000;

// A member card without the theme colour (staff pages show none), with a uuid id.
const reportMemberSchema = memberCardSchema.omit({ themeColor: true }).extend({ id: z.uuid() });

/** A report as staff read it (GET /api/admin/reports). */
export const staffReportSchema = z
  .object({
    id: z.uuid(),
    target: z.enum(reportTargets),
    reason: z.enum(reportReasons),
    status: z.enum(reportStatuses),
    description: z.string(),
    resolutionNotes: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** When a staff member first moved it on from pending, and then when it was decided. */
    resolvedAt: z.string().nullable(),
    /** Null once that account is deleted, and for the photo screen's reports. */
    reporter: reportMemberSchema.nullable(),
    /** Filed by the photo screen, not by a member. */
    automatic: z.boolean(),
    reportedUser: reportMemberSchema.nullable(),
    resolvedBy: reportMemberSchema.nullable(),
    /**
     * For an item report: the item (id null once it was deleted), its title then, its first photo, how it is shown
     * now (null once deleted) and, while staff have it taken down, why, when and by whom.
     */
    item: z
      .object({
        id: z.uuid().nullable(),
        title: z.string(),
        photoUrl: z.string().nullable(),
        visibility: z.enum(itemVisibilities).nullable(),
        takenDown: z
          .object({ reason: z.string(), at: z.string(), by: reportMemberSchema.nullable() })
          .nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'StaffReport' });
export type StaffReport = z.infer<typeof staffReportSchema>;

export const staffReportListSchema = z
  .object({ reports: z.array(staffReportSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'StaffReportList' });
export type StaffReportList = z.infer<typeof staffReportListSchema>;

export const STAFF_REPORTS_PAGE_SIZE = 50;

/** GET /api/admin/reports: newest first, optionally one status. */
export const staffReportQuerySchema = z.object({
  status: z.enum(reportStatuses).optional(),
  cursor: z.string().max(200).optional(),
});
export type StaffReportQuery = z.infer<typeof staffReportQuerySchema>;

/** PATCH /api/admin/reports/{id}: the new status, with the notes typed in the detail dialog. */
export const decideReportSchema = z
  .strictObject({
    status: z.enum(['investigating', 'resolved', 'dismissed']),
    resolutionNotes: text({ multiline: true })
      .max(RESOLUTION_NOTES_MAX_LENGTH, `At most ${RESOLUTION_NOTES_MAX_LENGTH} characters`)
      .optional()
      .nullable()
      .transform((notes) => (notes ? notes : null)),
  })
  .meta({ id: 'DecideReport' });
export type DecideReport = z.infer<typeof decideReportSchema>;

export const TAKE_DOWN_REASON_MAX_LENGTH = 500;

/** Taking a reported listing down and restoring it (docs/product/moderation.md, "Taking a listing down"). */
export const takeDownTexts = {
  reasonRequired: 'Please give a reason for taking the listing down',
  reasonTooLong: `At most ${TAKE_DOWN_REASON_MAX_LENGTH} characters`,
  notAListing: 'This report is not about a listing',
  listingDeleted: 'This listing was deleted',
  alreadyDown: 'This listing is already taken down',
  notDown: 'This listing is not taken down',
} as const;

/** POST /api/admin/reports/{id}/take-down: why, which the owner is told. */
export const takeDownSchema = z
  .strictObject({
    reason: text({ multiline: true, error: takeDownTexts.reasonRequired })
      .min(1, takeDownTexts.reasonRequired)
      .max(TAKE_DOWN_REASON_MAX_LENGTH, takeDownTexts.reasonTooLong),
  })
  .meta({ id: 'TakeDownListing' });
export type TakeDownListing = z.infer<typeof takeDownSchema>;
