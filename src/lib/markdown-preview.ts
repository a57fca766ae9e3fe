import { Marked } from "marked";
import DOMPurify from "isomorphic-dompurify";
import { markdownRenderer } from "./markdown.ts";

/** The article renderer with its packages loaded up front: the admin preview, and tests. */
export const renderMarkdown = markdownRenderer({ Marked, DOMPurify });
