export const BLOG_MESSAGES = {
  loadFailed: "Failed to load articles",
  saveFailed: "Failed to save article",
  deleteFailed: "Failed to delete article",
  created: "Article created successfully",
  updated: "Article updated successfully",
  deleted: "Article deleted successfully",
  slugTaken: "An article with this slug already exists",
  deleteConfirm: "Are you sure you want to delete the article? This action cannot be undone.",
  copied: "Link copied to clipboard!",
  copyFailed: "Failed to copy link",
  previewFailed: "The preview could not be loaded. Check your connection and try again.",
} as const;
