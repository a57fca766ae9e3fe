import { execFileSync } from "node:child_process";

/** A port nobody listens on now, asked of the system (port 0) in a child process so a config can stay synchronous. */
export function freePort(): string {
  const probe =
    "const s=require('node:net').createServer().listen(0,()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ["-e", probe], { encoding: "utf8" });
}
