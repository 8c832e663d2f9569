import { z } from 'zod';

/** What a staff action was about (docs/product/moderation.md, "Audit log"). */
export const auditSubjectTypes = ['report', 'dispute', 'verification', 'user', 'item', 'job'] as const;
export type AuditSubjectType = (typeof auditSubjectTypes)[number];

/** One staff action as the dashboard shows it: who, what, when, and the fields before → after. */
export const auditEntrySchema = z
  .object({
    id: z.uuid(),
    /** A short dotted name, e.g. 'report.status', 'user.suspend', 'item.delete'. */
    action: z.string(),
    subjectType: z.enum(auditSubjectTypes),
    subjectId: z.uuid(),
    /** The member the action concerned, when there is one. */
    subjectUserId: z.uuid().nullable(),
    /** Null once that staff account is deleted; the entry itself stays. */
    actor: z.object({ id: z.uuid(), username: z.string(), fullName: z.string() }).nullable(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 100;

/** GET /api/admin/audit: the entries of one case (subjectType + subjectId) or about one member (userId). */
export const auditQuerySchema = z
  .object({
    subjectType: z.enum(auditSubjectTypes).optional(),
    subjectId: z.uuid().optional(),
    userId: z.uuid().optional(),
  })
  .refine((q) => (q.subjectType === undefined) === (q.subjectId === undefined), {
    message: 'Give both subjectType and subjectId, or neither',
  })
  .refine((q) => q.subjectId !== undefined || q.userId !== undefined, {
    message: 'Give a subject (subjectType and subjectId) or a userId',
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditListSchema = z.object({ entries: z.array(auditEntrySchema) }).meta({ id: 'AuditList' });
export type AuditList = z.infer<typeof auditListSchema>;
