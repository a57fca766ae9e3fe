export const PROFILE_MESSAGES = {
  loadFailed: "dashboard.loadFailed",
  updateFailed: "dashboard.updateFailed",
  updated: "dashboard.updated",
  cityUpdated: "dashboard.cityUpdated",
  availabilityUpdated: "dashboard.availabilityUpdated",
  galleryLoadFailed: "dashboard.galleryLoadFailed",
  uploadFailed: {
    title: "dashboard.uploadFailed.title",
    description: "dashboard.uploadFailed.description",
  },
  deleteFailed: {
    title: "dashboard.deleteFailed.title",
    description: "dashboard.deleteFailed.description",
  },
  uploaded: "dashboard.uploaded",
  deleted: "dashboard.deleted",
  captionSaved: "dashboard.captionSaved",
  captionFailed: {
    title: "dashboard.captionFailed.title",
    description: "dashboard.captionFailed.description",
  },
} as const;
