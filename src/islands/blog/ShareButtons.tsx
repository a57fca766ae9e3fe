import { Link2 } from "lucide-react";
import { toast } from "sonner";
import { BLOG_MESSAGES } from "../../domain/blog.ts";
import { Toaster } from "../ui/Toaster.tsx";

/** SPEC §7: the external sharing pages, with the page URL (and the title for Twitter). */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: "Twitter", href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

export function ShareButtons({ url, title }: { url: string; title: string }) {
  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(BLOG_MESSAGES.copied);
    } catch (error) {
      console.error("Error copying link", error);
      toast.error(BLOG_MESSAGES.copyFailed);
    }
  }

  return (
    <>
      <Toaster />
      <div className="flex flex-wrap items-center gap-3" data-share>
        <span className="text-sm font-semibold text-stone-700">Share this article:</span>
        <button type="button" className="btn-secondary !px-4 !py-2" onClick={() => void copyLink()}>
          <Link2 className="h-4 w-4" aria-hidden="true" />
          Copy Link
        </button>
        {shareLinks(url, title).map((link) => (
          <a
            key={link.name}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-secondary !px-4 !py-2"
          >
            {link.name}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ))}
      </div>
    </>
  );
}
