import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "../../lib/toasts.ts";
import { z } from "../../domain/zod.ts";
import { BIO_MAX } from "../../domain/application.ts";
import { PROFILE_MESSAGES, profileEditSchema } from "../../domain/profile.ts";
import { BIRTH_YEARS, ETHNICITIES, HAIR_COLORS, LANGUAGES, NATIONALITIES } from "../../domain/options.ts";
import { api } from "../../lib/api.ts";
import { showFieldErrors } from "../ui/api-errors.ts";
import { Field, FieldSet, inputClass } from "../ui/FormField.tsx";
import { Form, FormControl } from "../ui/FormControl.tsx";
import { Options } from "../ui/FormField.tsx";
import { ServicesField } from "../ui/ServicesField.tsx";
import { useMessages } from "../../i18n/react.tsx";
import { format } from "../../i18n/texts.ts";
import type { OwnerProfile } from "../../domain/profile.ts";

/** City and availability have their own selects that save at once, so the form leaves them out. */
const profileFormSchema = z.omit(profileEditSchema, { city: true, availability_status: true });
type ProfileFormOutput = z.output<typeof profileFormSchema>;

/** What the inputs start from: the saved profile, an unset text or choice as an empty string. */
function formValues(profile: OwnerProfile): z.input<typeof profileFormSchema> {
  return {
    bio: profile.bio ?? "",
    categories: profile.categories ?? [],
    birth_year: profile.birth_year ? String(profile.birth_year) : "",
    nationality: profile.nationality ?? "",
    ethnicity: profile.ethnicity ?? "",
    hair_color: profile.hair_color ?? "",
    tattoos: profile.tattoos,
    smoker: profile.smoker,
    spoken_languages: profile.spoken_languages ?? [],
    telegram_handle: profile.telegram_handle ?? "",
    whatsapp_number: profile.whatsapp_number ?? "",
    call_number: profile.call_number ?? "",
    email: profile.email ?? "",
    onlyfans_link: profile.onlyfans_link ?? "",
  };
}

interface Props {
  profile: OwnerProfile;
  onSaved: (profile: OwnerProfile) => void;
}

export function ProfileEditForm({ profile, onSaved }: Props) {
  const { dashboard, options } = useMessages();
  const { edit: t, profile: details } = dashboard;
  const fields = details.fields;
  const form = useForm({ resolver: zodResolver(profileFormSchema), defaultValues: formValues(profile) });
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const bioLength = watch("bio")?.length ?? 0;

  async function save(values: ProfileFormOutput) {
    try {
      const body = { ...values, city: profile.city, availability_status: profile.availability_status };
      const { profile: saved } = await api<{ profile: OwnerProfile }>("/api/dashboard/profile", {
        method: "PUT",
        json: body,
      });
      toast.success(PROFILE_MESSAGES.updated);
      onSaved(saved);
    } catch (error) {
      console.error("Profile update failed", error);
      showFieldErrors(error, { setError, getValues });
      toast.error(PROFILE_MESSAGES.updateFailed);
    }
  }

  const text = (
    name: "telegram_handle" | "whatsapp_number" | "call_number" | "email" | "onlyfans_link",
    label: string,
    type: string,
    placeholder?: string,
    hint?: string,
  ) => (
    <FormControl name={name} id={`profile-${name}`} label={label} hint={hint}>
      <input type={type} placeholder={placeholder} />
    </FormControl>
  );

  const select = (
    name: "birth_year" | "nationality" | "ethnicity" | "hair_color",
    label: string,
    values: readonly (string | number)[],
    labels?: Readonly<Record<string, string>>,
  ) => (
    <FormControl name={name} id={`profile-${name}`} label={label}>
      <select>
        <Options placeholder={details.notSet} values={values} labels={labels} />
      </select>
    </FormControl>
  );

  const yesNo = (name: "tattoos" | "smoker", label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field id={`profile-${name}`} label={label}>
          <select
            id={`profile-${name}`}
            className={inputClass}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value === null ? "" : String(field.value)}
            onChange={(event) => field.onChange(event.target.value === "" ? null : event.target.value === "true")}
          >
            <option value="">{details.notSet}</option>
            <option value="true">{details.yes}</option>
            <option value="false">{details.no}</option>
          </select>
        </Field>
      )}
    />
  );

  return (
    <Form form={form} className="space-y-6" onSubmit={handleSubmit(save)} noValidate aria-label={t.label}>
      <FormControl
        name="bio"
        id="profile-bio"
        label={details.bio}
        hint={format(t.count, { count: bioLength, max: BIO_MAX.profile })}
      >
        <textarea rows={6} />
      </FormControl>

      <ServicesField id="profile-categories" />

      <div className="grid gap-5 sm:grid-cols-2">
        {select("birth_year", fields.birthYear, BIRTH_YEARS)}
        {select("nationality", fields.nationality, NATIONALITIES, options.nationalities)}
        {select("ethnicity", fields.ethnicity, ETHNICITIES, options.ethnicities)}
        {select("hair_color", fields.hairColor, HAIR_COLORS, options.hairColors)}
        {yesNo("tattoos", fields.tattoos)}
        {yesNo("smoker", fields.smoker)}
      </div>

      <FieldSet id="profile-languages" legend={fields.spokenLanguages} error={errors.spoken_languages?.message}>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {LANGUAGES.map((language) => (
            <label key={language} htmlFor={`language-${language}`} className="flex items-center gap-2 text-sm">
              <input
                id={`language-${language}`}
                type="checkbox"
                value={language}
                className="h-4 w-4 accent-rose"
                {...register("spoken_languages")}
              />
              {options.languages[language]}
            </label>
          ))}
        </div>
      </FieldSet>

      <div className="grid gap-5 sm:grid-cols-2">
        {text("telegram_handle", fields.telegram, "text", t.placeholders.telegram)}
        {text("whatsapp_number", fields.whatsapp, "tel", t.placeholders.phone)}
        {text("call_number", fields.callNumber, "tel", t.placeholders.phone, t.callHint)}
        {text("email", fields.email, "email", t.placeholders.email)}
        {text("onlyfans_link", fields.onlyfans, "url", t.placeholders.onlyfans)}
      </div>

      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!isDirty || isSubmitting}>
        {isSubmitting ? t.saving : t.save}
      </button>
    </Form>
  );
}
