import type { ApprovalStatus, ContactStatus } from "../../domain/options.ts";

export type ApplicationStatusFilter = "all" | ApprovalStatus;
export type ContactStatusFilter = "all" | ContactStatus;
