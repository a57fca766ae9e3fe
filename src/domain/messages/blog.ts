export const BLOG_MESSAGES = {
  loadFailed: "admin.blog.loadFailed",
  saveFailed: "admin.blog.saveFailed",
  deleteFailed: "admin.blog.deleteFailed",
  created: "admin.blog.created",
  updated: "admin.blog.updated",
  deleted: "admin.blog.deleted",
  slugTaken: "admin.blog.slugTaken",
  deleteConfirm: "admin.blog.deleteConfirm",
  copied: "blog.copied",
  copyFailed: "blog.copyFailed",
  previewFailed: "admin.blog.previewFailed",
} as const;
