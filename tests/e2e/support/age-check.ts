import { expect, type APIRequestContext } from "@playwright/test";

/**
 * Records a passed age check for an application as the admin's form does (decision 0065): approval waits for it.
 * `request` is an admin's API session; each application gets its own document number.
 */
export async function recordAgeCheck(request: APIRequestContext, id: string, headers?: Record<string, string>) {
  const response = await request.post(`/api/applications/${id}/age-check`, {
    data: {
      over_18: true,
      document_type: "id_card",
      issuing_country: "CH",
      expiry_month: "2031-06",
      document_number: `E2E${id.replace(/-/g, "").slice(0, 12)}`,
    },
    headers,
  });
  expect(response.status(), await response.text()).toBe(200);
}
