import { toast } from "sonner";
import { api, ApiClientError } from "../../lib/api.ts";

/** Links an earlier application to the signed-in account; tells the user either way. */
export async function linkApplication(handle: string): Promise<boolean> {
  try {
    await api("/api/auth/link-application", { method: "POST", json: { application_handle: handle } });
    toast.success("Application linked to your account.");
    return true;
  } catch (error) {
    console.error("Linking the application failed", error);
    toast.error("Error", {
      description: error instanceof ApiClientError ? error.message : "Failed to link your application.",
    });
    return false;
  }
}
