import { z } from "zod";

export const reviewSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve"), admin_notes: z.string().max(5000).nullable().optional() }),
  z.object({
    decision: z.literal("reject"),
    reason: z
      .string()
      .trim()
      .min(1, "Please provide a reason for rejecting this application")
      .max(2000, "Reason must be less than 2000 characters"),
    admin_notes: z.string().max(5000).nullable().optional(),
  }),
]);

export const notesSchema = z.object({ admin_notes: z.string().max(5000, "Notes must be less than 5000 characters") });

export const REVIEW_MESSAGES = {
  reasonRequired: {
    title: "Rejection Reason Required",
    description: "Please provide a reason for rejecting this application",
  },
  loadFailed: "Failed to load application details",
  notesSaved: { title: "Notes Saved", description: "Admin notes have been updated successfully" },
  notesFailed: "Failed to save notes",
  approved: { title: "Application Approved", description: "The application has been approved successfully" },
  rejected: { title: "Application Rejected", description: "The application has been rejected successfully" },
  approveFailed: "Failed to approve application",
  rejectFailed: "Failed to reject application",
  loginSuccess: { title: "Login Successful", description: "Welcome to the admin panel" },
  loginFailed: { title: "Login Failed", description: "Invalid credentials. Please try again." },
} as const;

export const REVIEWER = "admin";
