export const PROFILE_MESSAGES = {
  loadFailed: "Failed to load profile data.",
  updateFailed: "Failed to update profile. Please try again.",
  updated: "Profile Updated!",
  cityUpdated: "City updated!",
  availabilityUpdated: "Availability updated!",
  galleryLoadFailed: "Failed to load gallery images.",
  uploadFailed: { title: "Upload failed", description: "Failed to upload image." },
  deleteFailed: { title: "Delete failed", description: "Failed to delete image." },
  uploaded: "Image uploaded!",
  deleted: "Image deleted.",
  captionSaved: "Caption saved.",
  captionFailed: { title: "Save failed", description: "Failed to save the caption." },
} as const;
