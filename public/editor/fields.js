/*
 * The content editor's field rules (decision 0061), added to Decap CMS's own string, text and select fields:
 * - `minlength` / `maxlength` (the option names Sveltia CMS reads too): a live count under the field, and a save
 *   refused with what is wrong and by how much, "Intro text needs at least 200 characters (now 143)";
 * - `readonly: true`: the value shown, not editable (a select shows its option's label);
 * - `template` on a read-only field: its value follows the entry's other fields, "{{inCity}}" standing for one.
 * Texts are in the language of the collection (its name ends in _de, _fr, _pl or _nl; English otherwise). Decap's own
 * pattern message becomes the pattern's sentence alone. Loaded by index.html after decap-cms.js, before the
 * configuration is read.
 */
(function () {
  "use strict";
  const { CMS, createClass, h } = window;

  const TEXTS = {
    en: {
      units: { one: "character", other: "characters" },
      tooShort: "{label} needs at least {min} {minUnit} (now {count})",
      tooLong: "{label} can have at most {max} {maxUnit} (now {count})",
      atLeast: "at least {min}",
      atMost: "at most {max}",
      between: "{min} to {max}",
    },
    de: {
      units: { one: "Zeichen", other: "Zeichen" },
      tooShort: "{label} braucht mindestens {min} {minUnit} (jetzt {count})",
      tooLong: "{label} darf höchstens {max} {maxUnit} haben (jetzt {count})",
      atLeast: "mindestens {min}",
      atMost: "höchstens {max}",
      between: "{min} bis {max}",
    },
    fr: {
      units: { one: "caractère", other: "caractères" },
      tooShort: "«\u202f{label}\u202f» demande au moins {min} {minUnit} (actuellement {count})",
      tooLong: "«\u202f{label}\u202f» admet au plus {max} {maxUnit} (actuellement {count})",
      atLeast: "au moins {min}",
      atMost: "au plus {max}",
      between: "de {min} à {max}",
    },
    pl: {
      units: { one: "znak", few: "znaki", many: "znaków", other: "znaku" },
      tooShort: "{label}: co najmniej {min} {minUnit} (teraz {count})",
      tooLong: "{label}: najwyżej {max} {maxUnit} (teraz {count})",
      atLeast: "co najmniej {min}",
      atMost: "najwyżej {max}",
      between: "od {min} do {max}",
    },
    nl: {
      units: { one: "teken", other: "tekens" },
      tooShort: "{label} heeft minstens {min} {minUnit} nodig (nu {count})",
      tooLong: "{label} mag hoogstens {max} {maxUnit} hebben (nu {count})",
      atLeast: "minstens {min}",
      atMost: "hoogstens {max}",
      between: "{min} tot {max}",
    },
  };

  /** The language of the collection an entry belongs to. */
  function languageOf(entry) {
    const match = /_([a-z]{2})$/.exec(entry?.get("collection") ?? "");
    return match && TEXTS[match[1]] ? match[1] : "en";
  }

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
  }

  /** The length rule of a field, its count and, when it is broken, the sentence that says how. */
  function lengthRule(props) {
    const { field, value, entry } = props;
    const min = field.get("minlength");
    const max = field.get("maxlength");
    if (min === undefined && max === undefined) return undefined;
    const language = languageOf(entry);
    const texts = TEXTS[language];
    const plural = new Intl.PluralRules(language);
    const unit = (n) => texts.units[plural.select(n)] ?? texts.units.other;
    const count = typeof value === "string" ? value.length : 0;
    const values = { label: field.get("label", field.get("name")), min, max, count, minUnit: unit(min), maxUnit: unit(max) };
    const rule = min !== undefined && max !== undefined ? texts.between : min !== undefined ? texts.atLeast : texts.atMost;
    const broken =
      count > 0 && min !== undefined && count < min
        ? texts.tooShort
        : max !== undefined && count > max
          ? texts.tooLong
          : undefined;
    return {
      counter: `${count} ${unit(count)} · ${fill(rule, values)}`,
      error: broken && fill(broken, values),
    };
  }

  /** A read-only field's text: the value, or for a select the label of its option. */
  function shownText(field, value) {
    const option = (field.get("options")?.toJS?.() ?? []).find((candidate) => candidate?.value === value);
    return option?.label ?? (value == null ? "" : String(value));
  }

  /** A template's value for the entry as it is now: "{{inCity}}" is the entry's inCity. */
  function derived(template, entry) {
    return template.replace(/\{\{(\w+)\}\}/g, (whole, name) => entry?.getIn(["data", name]) ?? "");
  }

  // Decap renders a field again only when its own value changes: a field edited here says so, and the templated
  // fields read the entry again.
  const EDITED = "solemuse:field-edited";

  function withRules(base) {
    return createClass({
      displayName: "WithRules",
      componentDidMount() {
        this.follow = () => {
          const template = this.props.field.get("template");
          if (!template) return;
          const value = derived(template, this.props.getEntry?.() ?? this.props.entry);
          if (value !== this.props.value) this.props.onChange(value);
        };
        this.follow();
        window.addEventListener(EDITED, this.follow);
      },
      componentWillUnmount() {
        window.removeEventListener(EDITED, this.follow);
      },
      onChange(...args) {
        this.props.onChange(...args);
        setTimeout(() => window.dispatchEvent(new Event(EDITED)));
      },
      isValid() {
        const rule = lengthRule(this.props);
        if (rule?.error) return { error: { type: "CUSTOM", message: rule.error } };
        return this.inner?.isValid ? this.inner.isValid() : true;
      },
      render() {
        const { field, forID, value, classNameWrapper } = this.props;
        if (field.get("readonly")) {
          return h("input", {
            id: forID,
            className: classNameWrapper,
            type: "text",
            value: shownText(field, value),
            readOnly: true,
            "aria-readonly": "true",
            style: { opacity: 0.75, cursor: "default" },
          });
        }
        const rule = lengthRule(this.props);
        const control = h(base, { ...this.props, onChange: this.onChange, ref: (inner) => (this.inner = inner) });
        if (!rule) return control;
        return h(
          "div",
          null,
          control,
          h("p", { style: { margin: "4px 0 0", fontSize: "12px", textAlign: "right" } }, rule.counter),
        );
      },
    });
  }

  for (const name of ["string", "text", "select"]) {
    const widget = CMS.getWidget(name);
    CMS.registerWidget(name, withRules(widget.control), widget.preview, widget.schema);
  }

  // Decap's "{label} didn't match the pattern: {message}." becomes the pattern's own sentence.
  const english = CMS.getLocale("en");
  const widgetTexts = english.editor.editorControlPane.widget;
  CMS.registerLocale("en", {
    ...english,
    editor: {
      ...english.editor,
      editorControlPane: {
        ...english.editor.editorControlPane,
        widget: { ...widgetTexts, regexPattern: "%{pattern}" },
      },
    },
  });
})();
