import { z } from '../zod-config.ts';
import { emailSchema, optionalText, requiredText } from './common.ts';
import type { NamedRef } from './risk-dtos.ts';
import { RiskMessages } from './risk-messages.ts';

/** Collaboration on a risk package (decision 097): the client, the declaration, interested parties, the timeline, files. */

/** POST .../send-to-client (§4, §5: a valid email or mobile). */
export const sendToClientBody = z.object({
  email: emailSchema.nullish().transform((v) => v ?? null),
  mobile: optionalText(30),
});
export type SendToClientBody = z.infer<typeof sendToClientBody>;

/** POST .../declaration (§5). */
export const declarationBody = z.object({
  confirmed: z.literal(true, { error: RiskMessages.declarationRequired }),
});

export const interestedPartyBody = z.object({
  name: requiredText(200),
  interest: requiredText(80),
  email: emailSchema.nullish().transform((v) => v ?? null),
  address: optionalText(300),
});
export type InterestedPartyBody = z.infer<typeof interestedPartyBody>;

export const activityKinds = ['note', 'message', 'status', 'assignment', 'update', 'view'] as const;
export type ActivityKind = (typeof activityKinds)[number];
/** §2 Timeline filters, in the spec's order and words. */
export const timelineFilters: { kind: ActivityKind; label: string }[] = [
  { kind: 'note', label: 'Notes' },
  { kind: 'message', label: 'Messages' },
  { kind: 'status', label: 'Status updates' },
  { kind: 'assignment', label: 'Assigned-to changes' },
  { kind: 'update', label: 'Updates to risk' },
  { kind: 'view', label: 'User views' },
];
export const postTextBody = z.object({ body: requiredText(5000) });

export interface RiskActivityDto {
  id: number;
  kind: ActivityKind;
  actor: (NamedRef & { companyType: number | null }) | null;
  body: string | null;
  data: Record<string, unknown>;
  createdAt: number;
}

export interface RiskFileDto {
  id: number;
  name: string;
  mimeType: string;
  sizeBytes: number;
  visibility: 1 | 2;
  uploadedBy: NamedRef | null;
  createdAt: number;
  url: string;
}

/** One version of a risk file (decision 184): who uploaded it, when, and where it downloads from. */
export interface RiskFileVersionDto {
  id: number;
  versionNumber: number;
  name: string;
  mimeType: string;
  sizeBytes: number;
  uploadedBy: NamedRef | null;
  createdAt: number;
  url: string;
}

/**
 * A risk's file with its versions (decision 184): the fields of RiskFileDto describe the latest version
 * (`url` downloads it; `uploadedBy` / `createdAt` stay the file's first upload), `versions` newest first.
 */
export interface VersionedRiskFileDto extends RiskFileDto {
  versionNumber: number;
  updatedBy: NamedRef | null;
  updatedAt: number;
  versions: RiskFileVersionDto[];
}
