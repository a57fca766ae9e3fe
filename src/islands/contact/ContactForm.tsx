import { useEffect, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { api } from "../../lib/api.ts";
import { CONTACT_MESSAGES, contactSchema, type ContactInput } from "../../domain/contact.ts";
import { Toaster } from "../ui/Toaster.tsx";

type ContactFields = z.input<typeof contactSchema>;

const EMPTY: ContactFields = { name: "", email: "", subject: "", message: "" };
const inputClass =
  "w-full rounded-xl border border-stone-300 bg-white px-4 py-2.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose aria-[invalid=true]:border-red-600";

function Field({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
        {required && (
          <span className="ml-0.5 text-rose" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export default function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFields, unknown, ContactInput>({ resolver: zodResolver(contactSchema) });
  // Until hydration the button stays disabled, so a click cannot fall back to a native GET with the message in the URL.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  async function send(contact: ContactInput) {
    try {
      await api("/api/contacts", { method: "POST", json: contact });
      toast.success(CONTACT_MESSAGES.sent.title, { description: CONTACT_MESSAGES.sent.description });
      reset(EMPTY);
    } catch (error) {
      console.error("Contact send failed", error);
      toast.error(CONTACT_MESSAGES.sendFailed.title, { description: CONTACT_MESSAGES.sendFailed.description });
    }
  }

  const described = (field: keyof ContactFields) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": `contact-${field}-error` } : {};

  return (
    <>
      <form onSubmit={handleSubmit(send)} className="grid gap-5" aria-label="Contact form">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="contact-name" label="Name" required error={errors.name?.message}>
            <input
              id="contact-name"
              type="text"
              autoComplete="name"
              required
              className={inputClass}
              {...described("name")}
              {...register("name")}
            />
          </Field>
          <Field id="contact-email" label="Email" required error={errors.email?.message}>
            <input
              id="contact-email"
              type="email"
              autoComplete="email"
              required
              className={inputClass}
              {...described("email")}
              {...register("email")}
            />
          </Field>
        </div>
        <Field id="contact-subject" label="Subject" error={errors.subject?.message}>
          <input
            id="contact-subject"
            type="text"
            className={inputClass}
            {...described("subject")}
            {...register("subject")}
          />
        </Field>
        <Field id="contact-message" label="Message" required error={errors.message?.message}>
          <textarea
            id="contact-message"
            rows={5}
            required
            className={inputClass}
            {...described("message")}
            {...register("message")}
          />
        </Field>
        <div>
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!hydrated || isSubmitting}>
            {isSubmitting ? "Sending..." : "Send Message"}
          </button>
        </div>
      </form>
      <Toaster />
    </>
  );
}
