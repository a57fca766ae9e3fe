import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

export interface TreeCopy {
  dir: string;
  remove(): void;
}

/**
 * A copy of the working tree as git sees it (tracked files and new ones it does not ignore: a few megabytes), with the
 * project's node_modules linked in: a stage that builds into dist/ and .netlify/ runs there beside one that builds in
 * the tree itself. Copied, not hard-linked, so nothing the stage writes can reach the tree.
 */
export function copyOfTree(root: string, name: string): TreeCopy {
  const dir = mkdtempSync(join(tmpdir(), `solemuse-${name}-`));
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of new Set(listed.split("\0").filter(Boolean))) {
    const from = join(root, file);
    // A tracked file deleted in the tree stays deleted in the copy.
    if (!existsSync(from)) continue;
    const to = join(dir, file);
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(from, to);
  }
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
