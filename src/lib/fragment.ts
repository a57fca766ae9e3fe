/**
 * The HTML a server page renders for part of a page (the directory's results, a city's rows, the saved Muses), read
 * as a fragment to put in place; a failed answer throws, naming the path alone (a shortlist's query names the Muses
 * saved on the device, which stay out of any log). `init` is the fetch's own (an abort signal, credentials).
 */
export async function fetchFragment(url: string, init?: RequestInit): Promise<DocumentFragment> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`GET ${new URL(url, location.href).pathname} answered ${response.status}`);
  const parsed = document.createElement("template");
  parsed.innerHTML = await response.text();
  return parsed.content;
}
